import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, seedAccountShops, type AuthHeaders } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let mine: { id: number; headers: AuthHeaders };
let other: { id: number; headers: AuthHeaders };

async function insertOrders(customerId: number, count: number, prefix: string): Promise<void> {
  const shop = await server.db.selectFrom('shops').select('id').where('slug', '=', 'museen').executeTakeFirstOrThrow();
  for (let index = 0; index < count; index += 1) {
    await server.db.insertInto('orders').values({
      shop_id: shop.id, token: `${prefix}-${index}`, customer_id: customerId, total_price_cents: 1000 + index, data: JSON.stringify({}),
    }).execute();
  }
}

beforeAll(async () => {
  server = await createTestServer(seedAccountShops);
  const a = await registerCustomer(server);
  const b = await registerCustomer(server);
  mine = { id: a.customer.id, headers: a.headers };
  other = { id: b.customer.id, headers: b.headers };
  await insertOrders(mine.id, 7, 'mine');
  await insertOrders(other.id, 2, 'other');
});
afterAll(() => server.close());

describe('customer orders', () => {
  it('pages the own orders, 5 per page, id descending, with total_count', async () => {
    const first = await (await server.request('/api/v4/customer/orders', { headers: mine.headers })).json();
    expect(first.meta).toEqual({ total_count: 7, page: 1, per_page: 5 });
    expect(first.orders).toHaveLength(5);
    const ids = first.orders.map((order: { id: number }) => order.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(first.orders.every((order: { token: string }) => order.token.startsWith('mine-'))).toBe(true);
    const second = await (await server.request('/api/v4/customer/orders?page=2', { headers: mine.headers })).json();
    expect(second.orders).toHaveLength(2);
  });

  it("never shows another customer's orders, and needs a session", async () => {
    const theirs = await (await server.request('/api/v4/customer/orders?per_page=100', { headers: other.headers })).json();
    expect(theirs.orders.map((order: { token: string }) => order.token).sort()).toEqual(['other-0', 'other-1']);
    expect((await server.request('/api/v4/customer/orders')).status).toBe(401);
    expect((await server.request('/api/v4/customer/orders?per_page=0', { headers: mine.headers })).status).toBe(422);
  });
});

describe('newsletter groups and reference lists', () => {
  it('lists newsletter groups, salutations and audiences in the requested locale', async () => {
    const groups = await (await server.request('/api/v4/newsletter_subscriber_groups?locale=en')).json();
    expect(groups.newsletter_subscriber_groups[0]).toMatchObject({ id: 1, name: 'General newsletter', checked: false });
    const salutations = await (await server.request('/api/v4/customer_salutations?locale=fr')).json();
    expect(salutations.customer_salutations.map((row: { salutation: string }) => row.salutation)).toEqual(['Madame', 'Monsieur', 'Divers', 'Non précisé']);
    const audiences = await (await server.request('/api/v4/price_target_audiences')).json();
    expect(audiences.price_target_audiences).toEqual([
      { id: 1, name: 'Privatkunde' }, { id: 2, name: 'VIP' }, { id: 3, name: 'Schulen und Institutionen' },
    ]);
  });

  it('reads one salutation by id, 404 for an unknown one', async () => {
    const one = await server.request('/api/v4/customer_salutations/2?locale=en');
    expect(await one.json()).toEqual({ customer_salutation: { id: 2, salutation: 'Mr' } });
    const unknown = await server.request('/api/v4/customer_salutations/99');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: expect.any(String) });
    expect((await server.request('/api/v4/customer_salutations/abc')).status).toBe(422);
  });

  it('reads and replaces the subscriptions of the signed-in customer', async () => {
    const before = await (await server.request('/api/v4/customer/newsletter_groups', { headers: mine.headers })).json();
    expect(before).toEqual({ newsletter_group_ids: [1] });
    const saved = await server.request('/api/v4/customer/newsletter_groups', { method: 'POST', headers: mine.headers, json: { ids: '1,2' } });
    expect(await saved.json()).toEqual({ newsletter_group_ids: [1, 2] });
    const after = await (await server.request('/api/v4/customer/newsletter_groups', { headers: mine.headers })).json();
    expect(after.newsletter_group_ids).toEqual([1, 2]);
    const unknown = await server.request('/api/v4/customer/newsletter_groups', { method: 'POST', headers: mine.headers, json: { ids: [7] } });
    expect(unknown.status).toBe(422);
  });
});
