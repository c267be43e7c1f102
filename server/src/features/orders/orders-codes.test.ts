import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotIso } from '../../testing/dates.fixtures';
import type { OrderClient } from '../../testing/order-client.fixtures';
import { type OrderFixtures, startOrderServer } from '../../testing/orders.fixtures';
import type { TestServer } from '../../testing/test-server';
import { signedNotification } from '../payment/notifications';

let server: TestServer;
let fx: OrderFixtures;
let day: string;
let api: OrderClient;
beforeAll(async () => ({ server, fx, day, api } = await startOrderServer()));
afterAll(() => server.close());

const dayTicket = (quantity = 1) => api.item('Ticket', { id: fx.tickets.day, quantity, time: slotIso(day, 600) });
let ip = 0;
/** Each look-up from its own address, so the rate limit stays out of the way here. */
const lookup = (code: string) => api.send('GET', `/api/v4/coupon_sales/barcode/${code}`, undefined, { 'X-Forwarded-For': `10.1.0.${++ip}` });
const codeRow = (code: string) => server.db.selectFrom('coupon_sales').select(['debit_cents', 'value_cents']).where('code', '=', code).executeTakeFirstOrThrow();
async function fail(token: string) {
  const signed = signedNotification({ id: `f-${token}`, order_token: token, event: 'failed' });
  await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature } });
}

describe('redeeming value codes', () => {
  it('covers min(total, remaining value); a free order is valid and debits the code at once', async () => {
    expect((await lookup('GUTSCHEIN50')).body.coupon_sale).toMatchObject({ is_valid: true, value_cents: 3800, debit_cents: 1200, value: 38 });
    const created = await api.order([dayTicket()], 0, { coupons: ['gutschein50'] });
    expect(created.status).toBe(201);
    expect(created.body.meta).toEqual({ status: 'success' });
    expect(created.body.order).toMatchObject({ is_valid: true, total_price_cents: 0, coupons: [{ code: 'GUTSCHEIN50', amount_cents: 1400 }] });
    expect(await codeRow('GUTSCHEIN50')).toEqual({ debit_cents: 2600, value_cents: 5000 });
  });

  it('floors the total at 0 for donations-free carts and charges the rest', async () => {
    const wrong = await api.order([dayTicket(3)], 4200, { coupons: ['GUTSCHEIN50'] });
    expect(wrong.body.errors).toEqual({ total: ['expected 1800'] });
  });

  it('reserves the amount while unpaid and gives it back when the payment fails', async () => {
    const pending = await api.order([dayTicket(2)], 300, { coupons: ['GUTSCHEIN25'], payment_mode_id: 2, customer: { email: 'b@example.org' } });
    expect(pending.status).toBe(201);
    expect((await lookup('GUTSCHEIN25')).body.coupon_sale).toMatchObject({ is_valid: true, value_cents: 0, debit_cents: 0 });
    const second = await api.order([dayTicket()], 0, { coupons: ['GUTSCHEIN25'] });
    expect(second.body.errors).toEqual({ coupons: ['GUTSCHEIN25 is not a valid code'] });
    await fail(pending.body.order.token);
    expect((await lookup('GUTSCHEIN25')).body.coupon_sale).toMatchObject({ is_valid: true, value_cents: 2500 });
    expect(await codeRow('GUTSCHEIN25')).toEqual({ debit_cents: 0, value_cents: 2500 });
  });

  it('debits the code once the payment completes, and a repeated notification debits nothing more', async () => {
    const pending = await api.order([dayTicket(2)], 300, { coupons: ['GUTSCHEIN25'], payment_mode_id: 2, customer: { email: 'c@example.org' } });
    expect(pending.status).toBe(201);
    // Reserved while the payment runs, but not yet debited (INVARIANTS.md: debits are claimed on onValid).
    expect(await codeRow('GUTSCHEIN25')).toEqual({ debit_cents: 0, value_cents: 2500 });
    const paid = signedNotification({ id: `p-${pending.body.order.token}`, order_token: pending.body.order.token, event: 'paid' });
    const send = () => server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: paid.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': paid.signature } });
    expect((await send()).status).toBe(200);
    expect(await codeRow('GUTSCHEIN25')).toEqual({ debit_cents: 2500, value_cents: 2500 });
    expect((await send()).status).toBe(200);
    expect(await codeRow('GUTSCHEIN25')).toEqual({ debit_cents: 2500, value_cents: 2500 });
    expect((await lookup('GUTSCHEIN25')).body.coupon_sale).toMatchObject({ is_valid: true, value_cents: 0, debit_cents: 2500 });
  });

  it('refuses unknown, empty and expired codes with 422 on coupons, all with one message (issue 14: no telling which exist)', async () => {
    const bad = await api.order([dayTicket()], 1400, { coupons: ['LEER0000', 'ABGELAUFEN', 'NIXDA'] }, { 'X-Forwarded-For': '10.2.0.1' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.coupons).toEqual(['LEER0000 is not a valid code', 'ABGELAUFEN is not a valid code', 'NIXDA is not a valid code']);
  });
});

describe('ticket vouchers', () => {
  it('make one unit of the matching ticket free, splitting the line, and are single-use', async () => {
    const created = await api.order([dayTicket(2)], 1400, { coupons: ['FREIKARTE1'] });
    expect(created.status).toBe(201);
    const items = created.body.order.items.map((item: { price_cents: number; attributes: { quantity: number; is_voucher?: boolean; barcodes: unknown[] } }) =>
      [item.price_cents, item.attributes.quantity, item.attributes.is_voucher ?? false, item.attributes.barcodes.length]);
    expect(items).toEqual([[0, 1, true, 1], [1400, 1, false, 1]]);
    expect((await lookup('FREIKARTE1')).body.coupon_sale).toMatchObject({ is_valid: true, value: 0, is_voucher_for: fx.tickets.day });
    expect((await api.order([dayTicket()], 0, { coupons: ['FREIKARTE1'] })).body.errors).toEqual({ coupons: ['FREIKARTE1 is not a valid code'] });
  });

  it('needs a matching ticket in the order', async () => {
    await server.db.insertInto('coupon_sales').values({ shop_id: fx.shopId, code: 'FREI-2', value_cents: 0, is_voucher_for: fx.tickets.day }).execute();
    const other = await api.order([api.item('Merchandise', { id: fx.merch.poster, quantity: 1 })], 1799, { coupons: ['FREI-2'] });
    expect(other.body.errors.coupons).toEqual(['FREI-2 is a voucher for a ticket that is not in the order']);
  });
});

describe('GET /api/v4/coupon_sales/barcode/:code', () => {
  it('answers 404 for unknown codes, is_valid false for expired ones', async () => {
    expect((await lookup('NIXDA')).status).toBe(404);
    expect((await lookup('ABGELAUFEN')).body.coupon_sale).toMatchObject({ code: 'ABGELAUFEN', is_valid: false, value_cents: 2500 });
  });

  it('answers a used-up code as valid with nothing left, so the shop says it is empty, not invalid (requirements/cart.md §5.1)', async () => {
    expect((await lookup('LEER0000')).body.coupon_sale).toMatchObject({ code: 'LEER0000', is_valid: true, value_cents: 0, value: 0 });
  });

  it('allows 10 look-ups per minute and address, then 429', async () => {
    const headers = { 'X-Forwarded-For': '192.0.2.7' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await api.send('GET', '/api/v4/coupon_sales/barcode/NIXDA', undefined, headers)).status).toBe(404);
    }
    const limited = await api.send('GET', '/api/v4/coupon_sales/barcode/GUTSCHEIN25', undefined, headers);
    expect(limited).toEqual({ status: 429, body: { error: 'Too many requests', errors: {} } });
    expect((await lookup('GUTSCHEIN25')).status).toBe(200);
    server.advance(61_000);
    expect((await api.send('GET', '/api/v4/coupon_sales/barcode/GUTSCHEIN25', undefined, headers)).status).toBe(200);
  });
});
