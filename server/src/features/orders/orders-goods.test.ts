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

const dayTicket = (quantity = 1, extra: Record<string, unknown> = {}) => api.item('Ticket', { id: fx.tickets.day, quantity, time: slotIso(day, 600), ...extra });
async function notify(token: string, event: 'paid' | 'failed') {
  const signed = signedNotification({ id: `${event}-${token}`, order_token: token, event });
  await server.request('/api/v4/payments/sandbox/notify', { method: 'POST', body: signed.body, headers: { 'Content-Type': 'application/json', 'X-Sandbox-Signature': signed.signature } });
}
const stockOf = async (id: number) => (await server.db.selectFrom('merchandises').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;
const freeSlot = async (minutes: number) =>
  (await api.send('GET', `/api/v4/tickets/${fx.tickets.slot}/capacity?date=${day}`)).body.data[slotIso(day, minutes)] ?? 0;

describe('merchandise', () => {
  it('prices with the rounded discount and takes the stock', async () => {
    const created = await api.order([api.item('Merchandise', { id: fx.merch.poster, quantity: 2 })], 3598);
    expect(created.status).toBe(201);
    expect(created.body.order.items[0]).toMatchObject({
      type: 'Merchandise', price_cents: 1799, vat_pct: '19.0',
      attributes: { merchandise_id: fx.merch.poster, title: 'Poster', quantity: 2, is_shipping_article: false },
    });
    expect(await stockOf(fx.merch.poster)).toBe(5);
    const more = await api.order([api.item('Merchandise', { id: fx.merch.poster, quantity: 4 })], 7196);
    expect(more.body.errors['items.0.attributes.quantity']).toEqual(['only 3 left']);
  });

  it('debits the stock when the order becomes valid, and a failed payment gives the pieces back', async () => {
    const paid = await api.order([api.item('Merchandise', { id: fx.merch.poster, quantity: 1 })], 1799, { payment_mode_id: 2 });
    const failed = await api.order([api.item('Merchandise', { id: fx.merch.poster, quantity: 2 })], 3598, { payment_mode_id: 2 });
    expect((await api.order([api.item('Merchandise', { id: fx.merch.poster, quantity: 1 })], 1799)).body.errors['items.0.attributes.quantity']).toEqual(['only 0 left']);
    await notify(paid.body.order.token, 'paid');
    await notify(failed.body.order.token, 'failed');
    expect(await stockOf(fx.merch.poster)).toBe(4);
    const again = await api.order([api.item('Merchandise', { id: fx.merch.poster, quantity: 2 })], 3598);
    expect(again.status).toBe(201);
  });

  it('refuses more than the stock and an unknown article', async () => {
    const scarce = await api.order([api.item('Merchandise', { id: fx.merch.scarce, quantity: 2 })], 6000);
    expect(scarce.body.errors['items.0.attributes.quantity']).toEqual(['only 1 left']);
    const unknown = await api.order([api.item('Merchandise', { id: 999_999, quantity: 1 })], 100);
    expect(unknown.body.errors['items.0.attributes.id']).toEqual(['merchandise not found']);
  });
});

describe('shipping', () => {
  const posted = (extra: Record<string, unknown> = {}) => dayTicket(1, { shipping_mode: 'post', shipped_with_merchandise_id: fx.merch.shipping, ...extra });

  it('POST /cart: one shipping row per distinct article, with its VAT', async () => {
    const { status, body } = await api.send('POST', '/api/v4/cart', { items: [posted(), posted(), dayTicket(1, { shipping_mode: 'email', shipped_with_merchandise_id: fx.merch.shipping })] });
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [{ id: fx.merch.shipping, title: 'Versand per Post', description: 'Beschreibung Versand per Post', price_cents: 490, vat_pct: '19.0' }],
      total_price_cents: 490, vats: [{ vat_pct: '19.0', price_cents: 78 }],
    });
    expect((await api.send('POST', '/api/v4/cart', { items: [dayTicket()] })).body).toEqual({ items: [], total_price_cents: 0, vats: [] });
    const wrong = await api.send('POST', '/api/v4/cart', { items: [posted({ shipped_with_merchandise_id: fx.merch.poster })] });
    expect(wrong.body.errors['items.0.attributes.shipped_with_merchandise_id']).toEqual(['is not a shipping article of this shop']);
    // Issue 14, finding 8: an unknown item type was dropped with a 200.
    const unknown = await api.send('POST', '/api/v4/cart', { items: [posted(), { type: 'Gift', attributes: { id: 1 } }, { type: 'constructor', attributes: {} }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ 'items.1.type': ['must be one of Ticket, Event, Tour, Merchandise, Coupon'], 'items.2.type': ['must be one of Ticket, Event, Tour, Merchandise, Coupon'] });
  });

  it('POST /orders adds the shipping article once and charges it', async () => {
    expect((await api.order([posted()], 1400)).body.errors).toEqual({ total: ['expected 1890'] });
    const created = await api.order([posted(), posted()], 3290);
    expect(created.status).toBe(201);
    const types = created.body.order.items.map((item: { type: string; price_cents: number }) => [item.type, item.price_cents]);
    expect(types).toEqual([['Ticket', 1400], ['Ticket', 1400], ['Merchandise', 490]]);
    expect(created.body.order.items[0].attributes.shipping_mode).toBe('post');
  });
});

describe('coupon products', () => {
  it('creates one code per unit that works only once the order is valid', async () => {
    const created = await api.order([api.item('Coupon', { id: fx.couponProducts.value, quantity: 2 })], 5000);
    expect(created.status).toBe(201);
    const [item] = created.body.order.items;
    expect(item).toMatchObject({ type: 'Coupon', price_cents: 2500, attributes: { coupon_id: fx.couponProducts.value, quantity: 2, value_cents: 2500, is_voucher: false } });
    expect(item.attributes.codes).toHaveLength(2);
    expect(item.attributes.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const before = await api.send('GET', `/api/v4/coupon_sales/barcode/${item.attributes.code}`);
    expect(before.body.coupon_sale).toMatchObject({ is_valid: false });
    await server.db.updateTable('orders').set({ is_valid: true, payment_status: 30 }).where('id', '=', created.body.order.id).execute();
    const after = await api.send('GET', `/api/v4/coupon_sales/barcode/${item.attributes.code.toLowerCase()}`, undefined, { 'X-Forwarded-For': '10.0.0.2' });
    expect(after.body.coupon_sale).toMatchObject({ is_valid: true, value_cents: 2500, value: 25, is_voucher_for: null, debit_cents: 0 });
  });

  it('a ticket coupon becomes a voucher for its ticket', async () => {
    const created = await api.order([api.item('Coupon', { id: fx.couponProducts.ticket, quantity: 1 })], 1400);
    const code = created.body.order.items[0].attributes.code;
    const row = await server.db.selectFrom('coupon_sales').select(['is_voucher_for', 'value_cents']).where('code', '=', code).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_voucher_for: fx.tickets.day, value_cents: 0 });
  });
});

describe('donations', () => {
  it('adds donations to the total and returns them', async () => {
    const created = await api.order([dayTicket()], 1900, { donations: [{ value: 500, campaign_id: fx.campaignId }] });
    expect(created.status).toBe(201);
    expect(created.body.order.donations).toEqual([{ donation_campaign_id: fx.campaignId, campaign: 'Restaurierung', donation_cents: 500 }]);
    expect(created.body.order.total_price_cents).toBe(1900);
  });

  it('refuses foreign campaigns and empty values', async () => {
    const foreign = await api.order([dayTicket()], 1900, { donations: [{ value: 500, campaign_id: 999_999 }] });
    expect(foreign.body.errors['donations.0.campaign_id']).toEqual(['is not a campaign of this shop']);
    const zero = await api.order([dayTicket()], 1400, { donations: [{ value: 0, campaign_id: fx.campaignId }] });
    expect(zero.body.errors['donations.0.value']).toEqual(['must be above 0']);
  });
});

describe('limits and all-or-nothing', () => {
  it("answers 'max total exceeded' above 10 000 €", async () => {
    const big = await api.order([api.item('Coupon', { id: fx.couponProducts.value, quantity: 401 })], 1_002_500);
    expect(big.status).toBe(422);
    expect(big.body.error).toBe('max total exceeded');
    expect((await api.order([api.item('Coupon', { id: fx.couponProducts.value, quantity: 400 })], 1_000_000)).status).toBe(201);
  });

  it('writes nothing when one item of a mixed cart fails, even after others were booked', async () => {
    const posterStock = await stockOf(fx.merch.poster);
    const orders = await server.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const mixed = await api.order([
      api.item('Merchandise', { id: fx.merch.poster, quantity: 1 }), api.item('Coupon', { id: fx.couponProducts.value, quantity: 1 }),
      api.item('Ticket', { id: fx.tickets.slot, quantity: 11, time: slotIso(day, 660) }),
    ], 1799 + 2500 + 13200);
    expect(mixed.status).toBe(422);
    expect(await stockOf(fx.merch.poster)).toBe(posterStock);
    const after = await server.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(orders.n));
  });

  it('two buyers of the last catalogue: one order, the loser keeps no ticket places', async () => {
    const buy = () => api.order([
      api.item('Ticket', { id: fx.tickets.slot, quantity: 3, time: slotIso(day, 720) }), api.item('Merchandise', { id: fx.merch.scarce, quantity: 1 }),
    ], 3600 + 3000);
    const results = await Promise.all([buy(), buy()]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 422]);
    expect(await freeSlot(720)).toBe(7);
    const third = await api.order([api.item('Merchandise', { id: fx.merch.scarce, quantity: 1 })], 3000);
    expect(third.body.errors['items.0.attributes.quantity']).toEqual(['only 0 left']);
  });
});
