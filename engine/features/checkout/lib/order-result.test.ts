import { describe, expect, it } from 'vitest';
import { orderAction, orderErrorAction, withLocale, type OrderCreateResponse } from './order-result.ts';

const order = { id: 7, token: 'tok123', total_price_cents: 2800 };
const respond = (meta: OrderCreateResponse['meta']): OrderCreateResponse => ({ order, meta });
const options = { locale: 'en', emptyBeforePayment: false, paymentModeId: 2 };

describe('order placement outcomes (requirements/checkout-and-orders.md §4.3)', () => {
  it("'success' → /checkout/success with the order token", () => {
    expect(orderAction(respond({ status: 'success' }), options)).toEqual({ kind: 'success', orderId: 'tok123' });
  });

  it("'fail' → failure", () => {
    expect(orderAction(respond({ status: 'fail' }), options)).toEqual({ kind: 'failure', query: { orderId: 'tok123' } });
  });

  it('payment_url → browser redirect with the locale appended', () => {
    expect(orderAction(respond({ status: 'pending', payment_url: 'https://pay.test/p?return_url=x&locale=' }), options))
      .toEqual({ kind: 'redirect', url: 'https://pay.test/p?return_url=x&locale=en', emptyCart: false });
  });

  it('payment_url with emptyBeforePayment empties the cart first', () => {
    expect(orderAction(respond({ status: 'pending', payment_url: 'https://pay.test/p' }), { ...options, emptyBeforePayment: true }))
      .toMatchObject({ kind: 'redirect', url: 'https://pay.test/p?locale=en', emptyCart: true });
  });

  it("shop_behavior 'iframe' → /payment/iframe with orderId, amount and payment_mode", () => {
    expect(orderAction(respond({ status: 'pending', payment_url: 'https://pay.test/p?locale=', shop_behavior: 'iframe' }), options))
      .toEqual({ kind: 'iframe', url: 'https://pay.test/p?locale=en', orderId: 'tok123', amount: 2800, paymentMode: 2, emptyCart: false });
  });

  it('payment_data → an auto-posted form to its url with its params', () => {
    expect(orderAction(respond({ status: 'pending', payment_data: { url: 'https://pay.test/form', params: { amount: '2800' } } }), options))
      .toEqual({ kind: 'post', url: 'https://pay.test/form', params: { amount: '2800' }, emptyCart: false });
  });

  it('pending without payment_url or payment_data → failure', () => {
    expect(orderAction(respond({ status: 'pending' }), options).kind).toBe('failure');
  });

  it('HTTP 500 → failure with unknown=true', () => {
    expect(orderErrorAction(500, { error: 'boom' })).toEqual({ kind: 'failure', query: { unknown: true } });
  });

  it('other errors → failure with the error list and error_detailed', () => {
    expect(orderErrorAction(422, { error: 'Validation failed', errors: { 'items.0.quantity': ['sold out'] }, error_detailed: { message: 'Quota 3 full' } }))
      .toEqual({ kind: 'failure', query: { errors: ['Validation failed', 'sold out'], error_detailed: 'Quota 3 full' } });
  });

  it('errors are read from data.errors and a string is wrapped into a list', () => {
    expect(orderErrorAction(422, { data: { errors: 'max total exceeded' } })).toEqual({ kind: 'failure', query: { errors: ['max total exceeded'], error_detailed: undefined } });
  });

  it('withLocale appends to a URL without a query too', () => {
    expect(withLocale('https://pay.test/p', 'de')).toBe('https://pay.test/p?locale=de');
  });
});
