import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { insertTicketOrder, type TicketOrderFixture } from '../../testing/ticket-order.fixtures';

/**
 * requirements/accounts.md §6.5: ticket PDFs are reached through the order token, so the token of one order must
 * open nothing of another — neither its sales under the other order's id nor under its own.
 */
let server: TestServer;
let mine: TicketOrderFixture;
let other: { id: number; token: string };
beforeAll(async () => {
  server = await createTestServer();
  mine = await insertTicketOrder(server.db);
  const shop = await server.db.selectFrom('orders').select('shop_id').where('id', '=', mine.orderId).executeTakeFirstOrThrow();
  other = await server.db.insertInto('orders').values({
    shop_id: shop.shop_id, token: 'tok-Other9Qm4R7tWb1sZc8dLpB', total_price_cents: 1400, payment_status: 30, is_valid: true, reference: null, data: '{}',
  }).returning(['id', 'token']).executeTakeFirstOrThrow();
});
afterAll(() => server.close());

const pdf = (orderId: number, saleId: number, token: string) => server.request(`/api/v4/orders/${orderId}/tickets/${saleId}.pdf?token=${token}`);

describe('ticket PDF access by order token', () => {
  it('serves the own sale with the own token', async () => {
    const response = await pdf(mine.orderId, mine.saleId, mine.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
  });

  it("answers 404 for another order's valid token, under either order's id", async () => {
    expect((await pdf(mine.orderId, mine.saleId, other.token)).status).toBe(404);
    expect((await pdf(other.id, mine.saleId, other.token)).status).toBe(404);
    expect((await pdf(other.id, mine.saleId, mine.token)).status).toBe(404);
  });
});
