import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Order } from '../../../engine/features/checkout/api/checkout.api.ts';
import { buildOrder, canceledOrder, failedOrder, pendingOrder } from '../fixtures/checkout';
import { api } from '../api-url';

const ORDER = buildOrder();
const created = (meta: Record<string, unknown>) => http.post(api('/orders'), () => HttpResponse.json({ order: { id: ORDER.id, token: ORDER.token, total_price_cents: ORDER.total_price_cents }, meta }, { status: 201 }));
const readOrder = (order: () => Order): RequestHandler => http.get(api('/orders/:id'), () => HttpResponse.json({ order: order() }));
/** The hosted page of the sandbox provider, as POST /orders names it (ends in 'locale=', requirements/checkout-and-orders.md §4.3). */
const SANDBOX_PAY_URL = `https://pay.sandbox.example/api/v4/payments/sandbox/${ORDER.token}/pay?locale=`;

/**
 * POST /orders outcomes (requirements/checkout-and-orders.md §4.3 'The result is handled by meta.status') and GET /orders/{id}
 * states (requirements/checkout-and-orders.md §4.3 'Pending'). Stateless: a scenario fixes the answer for the whole story.
 */
export const checkoutHandlers = {
  /** Paid order: success straight away, GET answers it paid. */
  default: () => [created({ status: 'success' }), readOrder(buildOrder)],
  success: () => [created({ status: 'success' }), readOrder(buildOrder)],
  /** `url` lets a story stay on its page: a hash-only URL changes nothing but location.hash. */
  redirect: (url = SANDBOX_PAY_URL) => [created({ status: 'pending', payment_url: url })],
  iframe: (url = SANDBOX_PAY_URL) => [created({ status: 'pending', payment_url: url, shop_behavior: 'iframe' })],
  form: () => [created({ status: 'pending', payment_data: { url: SANDBOX_PAY_URL.replace('?locale=', ''), params: { amount: '2800', currency: 'EUR', signature: 'sig' } } })],
  fail: () => [created({ status: 'fail' })],
  serverError: () => [http.post(api('/orders'), () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }))],
  invalid: () => [http.post(api('/orders'), () => HttpResponse.json({ error: 'Validation failed', errors: { 'items.0.quantity': ['Nicht mehr genügend Plätze frei'] }, error_detailed: { message: 'Kontingent erschöpft' } }, { status: 422 }))],
  maxTotalExceeded: () => [http.post(api('/orders'), () => HttpResponse.json({ data: { errors: 'max total exceeded' } }, { status: 422 }))],
  /** Never answers: the process screen stays on 'placing'. */
  placing: () => [http.post(api('/orders'), () => new Promise<never>(() => undefined))],
  pending: () => [readOrder(pendingOrder)],
  paid: () => [readOrder(buildOrder)],
  failed: () => [readOrder(failedOrder)],
  canceled: () => [readOrder(canceledOrder)],
  /** First read pending, later reads paid: the poll ends in success. */
  paidAfterPoll: () => {
    let reads = 0;
    return [http.get(api('/orders/:id'), () => HttpResponse.json({ order: ++reads > 1 ? buildOrder() : pendingOrder() }))];
  },
  /** An order read by a signed-in user (GET by numeric id) with a donation. */
  withDonation: () => [readOrder(() => buildOrder({ donations: [{ campaign: 'Restaurierung', donation_cents: 1000 }] }))],
};
