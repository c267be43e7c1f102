import type { FailureQuery } from '../../../app/paths.ts';
import { detailedMessageOf, orderErrorsOf } from './order-errors.ts';

/** requirements/checkout-and-orders.md §3.2: the 201 answer of POST /orders. */
export interface OrderCreateResponse {
  order: { id: number; token: string; total_price_cents: number; payment_mode_id?: number | null };
  meta: {
    status: 'success' | 'fail' | 'pending' | string;
    payment_url?: string | null;
    shop_behavior?: 'iframe' | string | null;
    payment_data?: { url: string; params: Record<string, string> } | null;
  };
}

/** What the process screen does next; executing it is the route's job, deciding it is pure. */
export type OrderAction =
  | { kind: 'success'; orderId: string }
  | { kind: 'failure'; query: FailureQuery }
  | { kind: 'redirect'; url: string; emptyCart: boolean }
  | { kind: 'iframe'; url: string; orderId: string; amount: number; paymentMode: number | null; emptyCart: boolean }
  | { kind: 'post'; url: string; params: Record<string, string>; emptyCart: boolean };

/** requirements/checkout-and-orders.md §4.3: 'the locale is appended' — the server's URLs end in 'locale='; others get the parameter. */
export function withLocale(url: string, locale: string): string {
  if (/[?&]locale=$/.test(url)) return `${url}${encodeURIComponent(locale)}`;
  return `${url}${url.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`;
}

export interface ResultOptions {
  locale: string;
  emptyBeforePayment: boolean;
  paymentModeId: number | null;
}

/** requirements/checkout-and-orders.md §4.3 'The result is handled by meta.status'. */
export function orderAction(response: OrderCreateResponse, options: ResultOptions): OrderAction {
  const { order, meta } = response;
  if (meta.status === 'success') return { kind: 'success', orderId: order.token };
  if (meta.status === 'fail') return { kind: 'failure', query: { orderId: order.token } };
  if (meta.payment_url) {
    const url = withLocale(meta.payment_url, options.locale);
    if (meta.shop_behavior === 'iframe') {
      return { kind: 'iframe', url, orderId: order.token, amount: order.total_price_cents, paymentMode: options.paymentModeId, emptyCart: options.emptyBeforePayment };
    }
    return { kind: 'redirect', url, emptyCart: options.emptyBeforePayment };
  }
  if (meta.payment_data?.url) return { kind: 'post', url: meta.payment_data.url, params: meta.payment_data.params ?? {}, emptyCart: options.emptyBeforePayment };
  return { kind: 'failure', query: { orderId: order.token } };
}

/** requirements/checkout-and-orders.md §4.3: HTTP 500 → failure with unknown=true; other errors → failure with the error list. */
export function orderErrorAction(status: number | undefined, body: unknown): OrderAction {
  if (status === 500) return { kind: 'failure', query: { unknown: true } };
  const errors = orderErrorsOf(body);
  return { kind: 'failure', query: { errors, error_detailed: detailedMessageOf(body) } };
}
