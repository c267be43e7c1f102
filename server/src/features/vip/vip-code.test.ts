import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, seedAccountShops } from '../../testing/accounts.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    await seedAccountShops(db);
    const shops = await db.selectFrom('shops').select(['id', 'slug']).orderBy('id').execute();
    const first = shops[0]!.id;
    await db.insertInto('vip_codes').values([
      { shop_id: first, code: 'VIP-OPEN', price_target_audience_id: 2 },
      { shop_id: first, code: 'VIP-ONCE', price_target_audience_id: 2, max_uses: 1 },
      { shop_id: first, code: 'VIP-OLD', price_target_audience_id: 2, valid_until: '2020-01-01' },
      { shop_id: shops[1]!.id, code: 'VIP-OTHER-SHOP', price_target_audience_id: 2 },
    ]).execute();
  });
});
afterAll(() => server.close());

// Each call from its own address, so only the per-customer limit is under test.
let caller = 0;
async function redeem(code: string, who?: Awaited<ReturnType<typeof registerCustomer>>, body?: unknown) {
  const customer = who ?? await registerCustomer(server, { level: 10 });
  const response = await server.request(`/api/v4/customer/token/${encodeURIComponent(code)}`, {
    method: 'POST', headers: { ...customer.headers, 'x-forwarded-for': `10.0.0.${++caller}` }, json: body ?? { id: customer.customer.id, email: customer.email },
  });
  return { status: response.status, body: await response.json(), customer };
}

describe('POST /customer/token/{token} (VIP code)', () => {
  it('moves the signed-in customer into the code\'s price audience, whatever the case typed', async () => {
    const { status, body } = await redeem('vip-open');
    expect(status).toBe(200);
    expect(body.data.price_target_audience_id).toBe(2);
  });

  it('refuses unknown, expired, used-up and other shops\' codes with the token field error', async () => {
    for (const code of ['NOPE-1234', 'VIP-OLD', 'VIP-OTHER-SHOP']) {
      const { status, body } = await redeem(code);
      expect(status, code).toBe(422);
      expect(body.errors.token).toEqual(['The code is not valid.']);
    }
    expect((await redeem('VIP-ONCE')).status).toBe(200);
    expect((await redeem('VIP-ONCE')).status).toBe(422);
  });

  it('needs a sign-in and refuses a body naming another customer', async () => {
    const anonymous = await server.request('/api/v4/customer/token/VIP-OPEN', { method: 'POST', json: { id: 1, email: 'a@b.de' } });
    expect(anonymous.status).toBe(401);
    const other = await registerCustomer(server);
    const { status, body } = await redeem('VIP-OPEN', undefined, { id: other.customer.id, email: other.email });
    expect(status).toBe(422);
    expect(body.errors.id).toBeTruthy();
  });

  it('answers 429 after ten wrong codes in a row', async () => {
    const customer = await registerCustomer(server);
    for (let attempt = 0; attempt < 10; attempt++) expect((await redeem(`WRONG-${attempt}`, customer)).status).toBe(422);
    expect((await redeem('VIP-OPEN', customer)).status).toBe(429);
  });
});
