import { type L, type SeedContext, id, none, remember, tr } from './context';
import { dateOf } from './dates';

export interface CouponData {
  key: string; kind: 'value' | 'ticket'; title: L; description: L; price_cents: number; value_cents?: number;
  ticket?: string; reduction_reason?: L; shipped_with?: string; stock?: number;
}
/** A redeemable code; `debit_cents` already spent, `voucherFor` a ticket key the code is a free voucher for. */
export interface CouponSaleData { code: string; coupon?: string; value_cents: number; debit_cents?: number; voucherFor?: string; validDays?: number }

export async function seedCoupons(ctx: SeedContext, coupons: CouponData[], sales: CouponSaleData[]): Promise<{ coupons: number; codes: number }> {
  const rows = await ctx.trx.insertInto('coupons').values(coupons.map((c, position) => ({
    shop_id: ctx.shopId, kind: c.kind, title: tr(ctx, c.title), description: tr(ctx, c.description),
    content: c.reduction_reason ? JSON.stringify({ reduction_reason: JSON.parse(tr(ctx, c.reduction_reason)) }) : none,
    price_cents: c.price_cents, value_cents: c.value_cents ?? null, ticket_id: c.ticket ? id(ctx, `ticket:${c.ticket}`) : null,
    stock: c.stock ?? null, shipped_with_merchandise_id: c.shipped_with ? id(ctx, `merch:${c.shipped_with}`) : null, position,
  }))).returning('id').execute();
  remember(ctx, coupons.map((c) => `coupon:${c.key}`), rows);
  await ctx.trx.insertInto('coupon_sales').values(sales.map((s) => ({
    shop_id: ctx.shopId, code: s.code, coupon_id: s.coupon ? id(ctx, `coupon:${s.coupon}`) : null,
    value_cents: s.value_cents, debit_cents: s.debit_cents ?? 0, is_voucher_for: s.voucherFor ? id(ctx, `ticket:${s.voucherFor}`) : null,
    valid_until: dateOf(ctx.day, s.validDays ?? 365),
  }))).execute();
  return { coupons: rows.length, codes: sales.length };
}

const value25: CouponData = { key: 'wert25', kind: 'value', price_cents: 2500, value_cents: 2500,
  title: { de: 'Wertgutschein 25 €', en: 'Gift voucher €25', es: 'Vale regalo de 25 €', fr: 'Bon cadeau de 25 €' },
  description: { de: '<p>Einlösbar für Tickets, Veranstaltungen und den Museumsshop, drei Jahre gültig.</p>', en: '<p>Redeemable for tickets, events and the museum shop; valid for three years.</p>', es: '<p>Canjeable por entradas, eventos y la tienda; válido tres años.</p>', fr: '<p>Valable trois ans pour billets, événements et boutique.</p>' } };
const value50: CouponData = { ...value25, key: 'wert50', price_cents: 5000, value_cents: 5000, shipped_with: 'versand',
  title: { de: 'Wertgutschein 50 € im Geschenkumschlag', en: 'Gift voucher €50 in a gift envelope', es: 'Vale regalo de 50 € en sobre', fr: 'Bon cadeau de 50 € sous enveloppe' } };
const reason = { de: 'Freikarte: der Eintritt ist bereits bezahlt.', en: 'Free ticket: admission has already been paid.', es: 'Entrada gratuita: la entrada ya está pagada.', fr: 'Billet gratuit : l’entrée est déjà payée.' };

export const museenCoupons: CouponData[] = [value25, value50,
  { key: 'freikarte', kind: 'ticket', ticket: 'kunsthalle-day-adult', price_cents: 1400, reduction_reason: reason,
    title: { de: 'Ticketgutschein Kunsthalle', en: 'Kunsthalle ticket voucher', es: 'Vale de entrada Kunsthalle', fr: 'Bon pour un billet Kunsthalle' },
    description: { de: '<p>Eine Tageskarte Erwachsene zum Verschenken.</p>', en: '<p>An adult day ticket to give as a present.</p>', es: '<p>Una entrada de día de adulto para regalar.</p>', fr: '<p>Un billet journée adulte à offrir.</p>' } },
];
export const museenCouponSales: CouponSaleData[] = [
  { code: 'GUTSCHEIN25', coupon: 'wert25', value_cents: 2500 },
  { code: 'GUTSCHEIN50', coupon: 'wert50', value_cents: 5000, debit_cents: 1200 },
  { code: 'LEER0000', coupon: 'wert25', value_cents: 2500, debit_cents: 2500 },
  { code: 'FREIKARTE1', coupon: 'freikarte', value_cents: 0, voucherFor: 'kunsthalle-day-adult' },
  { code: 'ABGELAUFEN', coupon: 'wert25', value_cents: 2500, validDays: -1 },
];

export const stadtmuseumCoupons: CouponData[] = [{ ...value25, key: 'wert20', price_cents: 2000, value_cents: 2000, title: { de: 'Wertgutschein 20 €', en: 'Gift voucher €20' } },
  { key: 'freikarte', kind: 'ticket', ticket: 'day-adult', price_cents: 800, reduction_reason: reason, shipped_with: 'versand',
    title: { de: 'Ticketgutschein', en: 'Ticket voucher' }, description: { de: '<p>Eine Tageskarte zum Verschenken, per Post.</p>', en: '<p>A day ticket to give as a present, sent by post.</p>' } },
];
export const stadtmuseumCouponSales: CouponSaleData[] = [
  { code: 'LINDENAU20', coupon: 'wert20', value_cents: 2000 },
  { code: 'LEER0000', coupon: 'wert20', value_cents: 2000, debit_cents: 2000 },
  { code: 'FREIKARTE1', coupon: 'freikarte', value_cents: 0, voucherFor: 'day-adult' },
];
