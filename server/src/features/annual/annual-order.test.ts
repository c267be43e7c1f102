import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/berlin-time';
import { annualClient, createAnnualTestServer, insertAnnualOrder, insertBuyer, type AnnualFixtures } from '../../testing/annual.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let fx: AnnualFixtures;
let call: ReturnType<typeof annualClient>;
beforeAll(async () => {
  ({ server, fx } = await createAnnualTestServer());
  call = annualClient(server);
});
afterAll(() => server.close());

const getOrder = (token: string) => call('GET', `/order?token=${encodeURIComponent(token)}`);

describe('GET /annual/order', () => {
  it('answers 422 invalid_token without a token and 404 for unknown or other shops\' tokens', async () => {
    expect(await call('GET', '/order')).toEqual({ status: 422, body: { error: 'Empty or invalid Token', errors: {}, code: 'invalid_token' } });
    expect((await getOrder(' ')).body.code).toBe('invalid_token');
    expect(await getOrder('no-such-token')).toEqual({ status: 404, body: { error: 'Token not found', errors: {} } });
    const foreign = await insertAnnualOrder(server.db, fx.otherShopId, [{ ticketId: fx.annualTickets.optional, quantity: 1 }]);
    expect((await getOrder(foreign.token)).status).toBe(404);
  });

  it('refuses unpaid, canceled, annual-free and voucher-only orders with not_personalizable', async () => {
    const cases = [
      await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity: 1 }], { valid: false }),
      await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity: 1 }], { canceled: true }),
      await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.tickets.day, quantity: 2 }]),
      await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity: 2, voucher: true }]),
    ];
    for (const order of cases) {
      expect(await getOrder(order.token)).toEqual({
        status: 422, body: { error: 'The annual Ticket can not be personalized', errors: {}, code: 'not_personalizable' },
      });
    }
  });

  it('lists one sale per annual line with quantity slots, stable across calls, vouchers left out', async () => {
    const buyer = await insertBuyer(server.db, fx.shopId);
    const order = await insertAnnualOrder(server.db, fx.shopId, [
      { ticketId: fx.annualTickets.optional, quantity: 2 }, { ticketId: fx.annualTickets.mandatory, quantity: 1 },
      { ticketId: fx.annualTickets.optional, quantity: 3, voucher: true }, { ticketId: fx.tickets.day, quantity: 1 },
    ], { customerId: buyer.id });
    const first = await getOrder(order.token);
    expect(first.status).toBe(200);
    const sales = first.body.order.ticket_sales;
    expect(sales.map((sale: { id: number }) => sale.id)).toEqual(order.saleIds.slice(0, 2));
    expect(sales.map((sale: { personalizations: unknown[] }) => sale.personalizations.length)).toEqual([2, 1]);
    expect(sales[1]).toMatchObject({ photo_mandatory: 'mandatory', is_personalizable: true, status: 'ready_to_send', sent_at: null, title: 'Jahreskarte mit Foto' });
    expect(sales[0].start_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(sales[0].personalizations[0]).toEqual({ id: expect.any(Number), ready: false, address_id: null, dispatch_mode_id: null, customer: null, photo_url: '/photos/original/missing.png' });
    expect(first.body.order.customer).toMatchObject({
      id: buyer.id, name: 'Bärbel', level: 20, date_of_birth: '1980-05-01', personalization_token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      addresses: [{ id: buyer.addressId, adressat: 'Bärbel Monkey', street: 'Brunnenstr. 7d', zip: '10119', city: 'Berlin', country_id: 60 }],
    });
    const second = await getOrder(order.token);
    expect(second.body).toEqual(first.body);
    const stored = await server.db.selectFrom('annual_personalizations').select('id').where('ticket_sale_id', 'in', order.saleIds).execute();
    expect(stored).toHaveLength(3);
  });

  it('gives a guest checkout without a customer row a guest buyer with a token, once', async () => {
    const order = await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity: 1 }]);
    const first = (await getOrder(order.token)).body.order.customer;
    expect(first).toMatchObject({ name: 'Bea', surname: 'Buyer', email: 'buyer@example.org', level: 10, addresses: [], personalization_token: expect.any(String) });
    expect((await getOrder(order.token)).body.order.customer).toEqual(first);
  });
});

describe('PUT /annual/ticket_sales/{id}', () => {
  const put = (token: string, id: number, start_at: string) => call('PUT', `/ticket_sales/${id}?token=${token}`, { ticket_sale: { start_at } });

  it('moves the start to the start of that Berlin day', async () => {
    const order = await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity: 1 }]);
    const day = addDays(dayOf(new Date()), 10);
    const { status, body } = await put(order.token, order.saleIds[0]!, `${day} 10:00:00`);
    expect(status).toBe(200);
    expect(body.ticket_sale.start_at).toMatch(new RegExp(`^${day}T00:00:00\\+0[12]:00$`));
    expect(body.ticket_sale.personalizations).toHaveLength(1);
  });

  it('refuses past days, more than 365 days ahead, unreadable dates, other orders\' sales and sent tickets', async () => {
    const order = await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity: 1 }]);
    const saleId = order.saleIds[0]!;
    const today = dayOf(new Date());
    for (const [input, message] of [[addDays(today, -1), 'must not be in the past'], [addDays(today, 366), 'must be within 365 days'], ['soon', 'is not a valid date']]) {
      const { status, body } = await put(order.token, saleId, input!);
      expect(status, input).toBe(422);
      expect(body.errors.start_at).toEqual([message]);
    }
    expect((await put(order.token, saleId, addDays(today, 365))).status).toBe(200);
    const other = await insertAnnualOrder(server.db, fx.shopId, [{ ticketId: fx.annualTickets.optional, quantity: 1 }]);
    expect((await put(order.token, other.saleIds[0]!, today)).status).toBe(404);
    await server.db.updateTable('ticket_sales').set({ sent_at: new Date(), status: 'sent' }).where('id', '=', saleId).execute();
    expect(await put(order.token, saleId, today)).toEqual({ status: 422, body: { error: 'The annual Ticket has already been sent', errors: {}, code: 'sent' } });
    expect((await getOrder(order.token)).body.order.ticket_sales[0]).toMatchObject({ status: 'sent', sent_at: expect.any(String) });
  });
});
