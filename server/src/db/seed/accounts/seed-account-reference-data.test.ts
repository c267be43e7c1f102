import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../../testing/test-server';
import { DEMO_CUSTOMER, seedAccountReferenceData } from './seed-account-reference-data';

let server: TestServer;
let shopId: number;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    shopId = await insertShop(db);
  });
});
afterAll(() => server.close());

describe('seedAccountReferenceData', () => {
  it('seeds the lists and a demo customer who can sign in, and can run twice', async () => {
    await seedAccountReferenceData(server.db, shopId);
    await seedAccountReferenceData(server.db, shopId);
    const count = async (table: 'customer_salutations' | 'price_target_audiences' | 'newsletter_subscriber_groups' | 'customers') =>
      (await server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(await count('customer_salutations'))).toBe(4);
    expect(Number(await count('price_target_audiences'))).toBe(3);
    expect(Number(await count('customers'))).toBe(1);
    const response = await server.request('/api/v4/auth/sign_in', { method: 'POST', json: DEMO_CUSTOMER });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ confirmed: true, level: 20 });
    expect(data.addresses.filter((row: { has_collective_invoice_payment: boolean }) => row.has_collective_invoice_payment)).toEqual([
      expect.objectContaining({ price_target_audience: { id: 3 }, institution: { name: 'Humboldt-Gymnasium' } }),
    ]);
  });
});
