/**
 * How a payment mode collects the money. @see requirements/payment.md §2.1, requirements/checkout-and-orders.md §4.3
 * - redirect: the browser goes to the sandbox's hosted page (meta.payment_url);
 * - iframe: the same page inside the shop's frame (meta.shop_behavior 'iframe');
 * - form: the shop auto-posts meta.payment_data {url, params} to the hosted page;
 * - embedded: the shop's own card / SEPA / wallet form posts to the sandbox API;
 * - invoice: collective invoice, no payment step at all.
 */
export type PaymentFlow = 'redirect' | 'iframe' | 'form' | 'embedded' | 'invoice';

const FLOWS: readonly PaymentFlow[] = ['redirect', 'iframe', 'form', 'embedded', 'invoice'];

/** The flow a payment mode kind uses unless the operator sets settings.flow. */
const DEFAULT_FLOW: Record<string, PaymentFlow> = {
  credit_card: 'redirect',
  sepa: 'embedded',
  elv: 'embedded',
  wallet: 'embedded',
  paypal: 'embedded',
  instant_transfer: 'embedded',
  collective_invoice: 'invoice',
};

export function flowOf(mode: { kind: string; settings: Record<string, unknown> }): PaymentFlow {
  const configured = mode.settings.flow;
  if (typeof configured === 'string' && (FLOWS as readonly string[]).includes(configured)) return configured as PaymentFlow;
  return DEFAULT_FLOW[mode.kind] ?? 'redirect';
}
