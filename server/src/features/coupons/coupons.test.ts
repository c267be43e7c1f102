import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shop_id = await insertShop(db);
    ids.ticket = (await db.insertInto('tickets').values({
      shop_id, title: json({ de: 'Eintritt' }), sub_title: '{}', description: '{}', after_sale_information: '{}', content: '{}',
      location: '{}', ticket_type: 'normal', price_cents: 1200, dynamic_prices: '{}', vat_pct: 0, entry_duration: null,
      attendees: null, sub_tickets: '{}', shipped_with_merchandise_id: null, price_target_audience_ids: null, valid_from: null, valid_to: null,
    }).returning('id').executeTakeFirstOrThrow()).id;
    const insert = async (values: Record<string, unknown>) =>
      (await db.insertInto('coupons').values({
        shop_id, kind: 'value', title: json({}), description: '{}', content: '{}', price_cents: 0, value_cents: null,
        ticket_id: null, stock: null, shipped_with_merchandise_id: null, ...values,
      }).returning('id').executeTakeFirstOrThrow()).id;
    ids.value = await insert({ title: json({ de: 'Gutschein 25 €', en: 'Voucher €25' }), price_cents: 2500, value_cents: 2500, position: 1, shipped_with_merchandise_id: 7 });
    ids.ticketCoupon = await insert({
      kind: 'ticket', title: json({ de: 'Eintrittsgutschein' }), description: json({ de: 'Einmal Eintritt' }), price_cents: 1200,
      ticket_id: ids.ticket, stock: 0, position: 2,
      content: json({ reduction_reason: { de: 'Nur mit Ausweis', en: 'ID required' } }),
    });
  });
});
afterAll(() => server.close());

describe('GET /api/v4/coupons', () => {
  it('lists value and ticket coupons with availability and content', async () => {
    const body = await (await server.request('/api/v4/coupons?locale=en')).json();
    expect(body.meta).toEqual({ total_count: 2, page: 1, per_page: 25 });
    expect(body.coupons).toEqual([
      {
        id: ids.value, kind: 'value', title: 'Voucher €25', description: null, price_cents: 2500, value_cents: 2500,
        ticket_id: null, available: null, booked_out: false, content: {}, shipped_with_merchandise_id: 7,
      },
      {
        id: ids.ticketCoupon, kind: 'ticket', title: 'Eintrittsgutschein', description: 'Einmal Eintritt', price_cents: 1200,
        value_cents: null, ticket_id: ids.ticket, available: 0, booked_out: true,
        content: { reduction_reason: 'ID required' }, shipped_with_merchandise_id: null,
      },
    ]);
  });

  it('filters by kind and text; rejects unknown kinds', async () => {
    const list = async (query: string) => (await (await server.request(`/api/v4/coupons${query}`)).json()).coupons.map((c: { id: number }) => c.id);
    expect(await list('?kind=ticket')).toEqual([ids.ticketCoupon]);
    expect(await list('?q=voucher')).toEqual([ids.value]);
    expect((await server.request('/api/v4/coupons?kind=gift')).status).toBe(422);
  });

  it('answers one coupon or 404', async () => {
    expect((await (await server.request(`/api/v4/coupons/${ids.value}`)).json()).coupon.title).toBe('Gutschein 25 €');
    expect((await server.request('/api/v4/coupons/4444444')).status).toBe(404);
  });
});
