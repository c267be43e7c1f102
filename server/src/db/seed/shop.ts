import { sql } from 'kysely';
import { type L, type SeedContext, tr } from './context';

type Flow = 'redirect' | 'iframe' | 'form' | 'embedded';

/**
 * The sandbox flow of each demo mode (payment_modes.settings.flow, see features/payment/payment-flows.ts),
 * chosen so every branch of requirements/checkout-and-orders.md §4.3 / requirements/payment.md §2.1 is one radio away in a demo shop:
 * 'museen' — card 2 → redirect to the hosted page, wallet 7 → the same page in the shop's iframe,
 * instant transfer 9 → auto-posted form, SEPA 8 → the shop's embedded direct-debit form;
 * 'stadtmuseum' — card 2 → the shop's embedded card form (with the 3-D Secure step).
 * Modes without an entry keep their kind's default flow.
 */
const demoPaymentFlows: Record<string, Partial<Record<number, Flow>>> = {
  museen: { 2: 'redirect', 7: 'iframe', 8: 'embedded', 9: 'form' },
  stadtmuseum: { 2: 'embedded' },
};

const paymentModes: { id: number; name: L; kind: string; icons: string[]; settings: Record<string, unknown> }[] = [
  { id: 2, kind: 'credit_card', icons: ['visa', 'mastercard'], settings: {},
    name: { de: 'Kreditkarte', en: 'Credit card', es: 'Tarjeta de crédito', fr: 'Carte de crédit' } },
  { id: 7, kind: 'wallet', icons: ['paypal'], settings: { client_id: 'sandbox-wallet-client' },
    name: { de: 'PayPal', en: 'PayPal', es: 'PayPal', fr: 'PayPal' } },
  { id: 8, kind: 'sepa', icons: ['sepa'], settings: {},
    name: { de: 'SEPA-Lastschrift', en: 'SEPA direct debit', es: 'Domiciliación SEPA', fr: 'Prélèvement SEPA' } },
  { id: 6, kind: 'collective_invoice', icons: [], settings: {},
    name: { de: 'Sammelrechnung', en: 'Collective invoice', es: 'Factura colectiva', fr: 'Facture groupée' } },
  { id: 9, kind: 'instant_transfer', icons: ['instant_transfer'], settings: {},
    name: { de: 'Sofortüberweisung', en: 'Instant bank transfer', es: 'Transferencia inmediata', fr: 'Virement instantané' } },
];

export async function seedPaymentModes(ctx: SeedContext): Promise<number> {
  await ctx.trx.insertInto('payment_modes').values(paymentModes.map((mode, position) => ({
    id: mode.id, shop_id: ctx.shopId, name: tr(ctx, mode.name), kind: mode.kind, provider: 'sandbox',
    icons: mode.icons, position,
    settings: JSON.stringify({ ...mode.settings, ...(demoPaymentFlows[ctx.slug]?.[mode.id] ? { flow: demoPaymentFlows[ctx.slug]![mode.id] } : {}) }),
  }))).execute();
  return paymentModes.length;
}

/**
 * Campaigns get explicit ids because the cart's add-donation button names campaign 2
 * (spec), so 'museen' must own id 2 whatever the sequence says; the sequence is then
 * moved past them so operator-created campaigns do not collide.
 */
export async function seedDonationCampaigns(ctx: SeedContext, campaigns: { id: number; name: L }[]): Promise<number> {
  const taken = await ctx.trx.selectFrom('donation_campaigns').select('id')
    .where('id', 'in', campaigns.map((c) => c.id)).execute();
  if (taken.length > 0) throw new Error(`seed: donation campaign ids ${taken.map((t) => t.id).join(',')} already used`);
  await ctx.trx.insertInto('donation_campaigns').values(campaigns.map((campaign, position) => ({
    id: campaign.id, shop_id: ctx.shopId, name: tr(ctx, campaign.name), position,
  }))).execute();
  await sql`SELECT setval(pg_get_serial_sequence('donation_campaigns', 'id'), (SELECT max(id) FROM donation_campaigns))`
    .execute(ctx.trx);
  return campaigns.length;
}
