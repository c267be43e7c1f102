import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/berlin-time';
import { slotIso } from '../../testing/dates.fixtures';
import { sendJson } from '../../testing/send-json.fixtures';
import type { TestServer } from '../../testing/test-server';
import { startTicketServer, type TicketFixtures } from '../../testing/tickets.fixtures';
import { placeTicketOrderAtOnce, type TicketLineRows } from './ticket-order.store';

/**
 * Why this test exists: a ticket order without holds or codes is placed by one statement (issue 16) that writes the
 * order, its lines, the counters of every quota and its ledger rows, and returns the rows of its answer. When one
 * counter lacks places, that statement must leave nothing behind, not even the counters before it; and its answer
 * must be the one GET /orders/{id} reads afterwards.
 */
let server: TestServer;
let fx: TicketFixtures;
let day: string;
beforeAll(async () => ({ server, fx, day } = await startTicketServer()));
afterAll(() => server.close());

const send = (method: string, path: string, json?: unknown) => sendJson(server, method, path, json);
const counter = async (quotaId: number, at: string) => (await server.db.selectFrom('quota_counters').select('used')
  .where('quota_id', '=', quotaId).where('start_at', '=', new Date(at)).executeTakeFirst())?.used;
const orderCount = async () => Number((await server.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** One unit of the mantle ticket at `main` (sub A at the same time, sub B at `subB`), as the rows its line becomes. */
const mantleLine = (main: string, subB: string, barcode: string): TicketLineRows => ({
  item: { price_cents: 1900, vat_pct: '7', tax_included: true, quantity: 1, position: 0, attributes: JSON.stringify({ ticket_id: fx.tickets.mantle }) },
  sale: {
    ticket_id: fx.tickets.mantle, quantity: 1, start_at: new Date(main),
    sub_ticket_times: JSON.stringify({ [fx.tickets.subA]: main, [fx.tickets.subB]: subB }), attendees: '[]',
  },
  barcodes: [barcode],
});
const orderValues = (token: string) => ({ shop_id: fx.shopId, token, total_price_cents: 1900, customer_id: null, payment_mode_id: null,
  comment: null, reference: null, billing_address_id: null, shipping_address_id: null, payment_deadline: null, data: '{}' });

describe('a ticket order in one statement', () => {
  it('answers exactly as the order reads back, for several lines once their counters exist', async () => {
    const at = slotIso(addDays(day, 2), 600);
    const items = [
      { type: 'Ticket', attributes: { id: fx.tickets.slot, quantity: 2, time: at } },
      { type: 'Ticket', attributes: { id: fx.tickets.day, quantity: 1, time: at } },
      { type: 'Ticket', attributes: { id: fx.tickets.mantle, quantity: 1, time: at, sub_ticket_times: { [fx.tickets.subA]: at, [fx.tickets.subB]: at } } },
    ];
    // The first order creates the counters (the transaction's slow path); the second finds them.
    expect((await send('POST', '/api/v4/orders', { items, total: 2400 + 1400 + 1900 })).status).toBe(201);
    const placed = await send('POST', '/api/v4/orders', { items, total: 2400 + 1400 + 1900 });
    expect(placed.status).toBe(201);
    expect(placed.body.order.items.map((item: { attributes: { barcodes: unknown[] } }) => item.attributes.barcodes.length)).toEqual([2, 1, 1]);
    expect(placed.body.order.items[2].attributes.sub_tickets).toEqual([
      { ticket_id: fx.tickets.subA, title: 'Sub A', quantity: 1 }, { ticket_id: fx.tickets.subB, title: 'Sub B', quantity: 2 },
    ]);
    expect(JSON.stringify((await send('GET', `/api/v4/orders/${placed.body.order.token}`)).body.order)).toBe(JSON.stringify(placed.body.order));
    expect([await counter(fx.quotas.slot, at), await counter(fx.quotas.subA, at), await counter(fx.quotas.subB, at)]).toEqual([4, 2, 4]);
  });

  it('takes places on every counter, writes the ledger and returns the rows of the answer', async () => {
    const day3 = addDays(day, 3);
    const [main, subB] = [slotIso(day3, 600), slotIso(day3, 660)];
    await server.db.insertInto('quota_counters').values([
      { quota_id: fx.quotas.subA, start_at: new Date(main), used: 0 }, { quota_id: fx.quotas.subB, start_at: new Date(subB), used: 0 },
    ]).execute();
    const demands = [{ quotaId: fx.quotas.subA, slotMs: Date.parse(main), quantity: 1 }, { quotaId: fx.quotas.subB, slotMs: Date.parse(subB), quantity: 2 }];
    const placed = await placeTicketOrderAtOnce(server.db, orderValues('at-once-1'), [mantleLine(main, subB, '2000000000017')], demands);
    expect(placed?.order).toMatchObject({ token: 'at-once-1', shop_id: fx.shopId, is_valid: false, total_price_cents: 1900 });
    expect(placed?.sales).toHaveLength(1);
    expect(placed?.sales[0]).toMatchObject({ ticket_id: fx.tickets.mantle, quantity: 1, barcodes: [{ barcode: '2000000000017' }] });
    expect([await counter(fx.quotas.subA, main), await counter(fx.quotas.subB, subB)]).toEqual([1, 2]);
    const ledger = await server.db.selectFrom('quota_usages').select(['quota_id', 'quantity']).where('order_id', '=', placed!.order.id).orderBy('quota_id').execute();
    expect(ledger).toEqual([{ quota_id: fx.quotas.subA, quantity: 1 }, { quota_id: fx.quotas.subB, quantity: 2 }]);
  });

  it('leaves nothing behind when a later counter lacks places, not even the counter before it', async () => {
    const day4 = addDays(day, 4);
    const [main, subB] = [slotIso(day4, 600), slotIso(day4, 660)];
    // Sub A has room; sub B (a quota of 10, 2 places per unit) has 1 left.
    await server.db.insertInto('quota_counters').values([
      { quota_id: fx.quotas.subA, start_at: new Date(main), used: 3 }, { quota_id: fx.quotas.subB, start_at: new Date(subB), used: 9 },
    ]).execute();
    const before = await orderCount();
    const demands = [{ quotaId: fx.quotas.subA, slotMs: Date.parse(main), quantity: 1 }, { quotaId: fx.quotas.subB, slotMs: Date.parse(subB), quantity: 2 }];
    expect(await placeTicketOrderAtOnce(server.db, orderValues('at-once-2'), [mantleLine(main, subB, '2000000000024')], demands)).toBeNull();
    expect([await counter(fx.quotas.subA, main), await counter(fx.quotas.subB, subB)]).toEqual([3, 9]);
    expect(await orderCount()).toBe(before);
    expect(await server.db.selectFrom('barcodes').select('id').where('barcode', '=', '2000000000024').execute()).toEqual([]);
  });

  it('leaves the order to the transaction when a counter does not exist yet', async () => {
    const at = slotIso(addDays(day, 5), 600);
    const line = { ...mantleLine(at, at, '2000000000031'), sale: { ...mantleLine(at, at, '').sale, ticket_id: fx.tickets.slot } };
    const demands = [{ quotaId: fx.quotas.slot, slotMs: Date.parse(at), quantity: 1 }];
    expect(await placeTicketOrderAtOnce(server.db, orderValues('at-once-3'), [line], demands)).toBeNull();
    expect(await counter(fx.quotas.slot, at)).toBeUndefined();
  });
});
