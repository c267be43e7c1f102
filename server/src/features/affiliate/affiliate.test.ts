import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let programId = 0;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    const shopId = await insertShop(db);
    const other = await insertShop(db, { slug: 'stadtmuseum', hosts: ['stadtmuseum.localhost'], is_default: false });
    programId = (await db.insertInto('affiliate_programs').values({ shop_id: shopId, token: 'PARTNER', name: 'Partner' }).returning('id').executeTakeFirstOrThrow()).id;
    await db.insertInto('affiliate_programs').values([
      { shop_id: shopId, token: 'OLD', name: 'Ended', active: false },
      { shop_id: other, token: 'ELSEWHERE', name: 'Other shop' },
    ]).execute();
  });
});
afterAll(() => server.close());

const referral = (at: string, action: string, ac = '') =>
  server.request(`/api/v3/affiliates/referrals/${at}/${action}${ac ? `?ac=${ac}` : ''}`, { method: 'POST', shop: 'museen.localhost' });

describe('affiliate referrals (requirements/frame-and-routing.md §4.2, requirements/frame-and-routing.md §7.1)', () => {
  it('checks an active programme of this shop and answers its id', async () => {
    const response = await referral('PARTNER', 'check_affiliate_program');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ affiliate_program: { id: programId } });
  });

  it('answers 404 for unknown, inactive and other shops\' programmes', async () => {
    for (const at of ['NOPE', 'OLD', 'ELSEWHERE']) expect((await referral(at, 'check_affiliate_program')).status, at).toBe(404);
  });

  it('tracks a referral with its campaign', async () => {
    expect((await referral('PARTNER', 'track_affiliate_program', 'herbst')).status).toBe(200);
    const rows = await server.db.selectFrom('affiliate_referrals').select(['program_id', 'campaign']).execute();
    expect(rows).toEqual([{ program_id: programId, campaign: 'herbst' }]);
  });

  it('refuses an unknown action', async () => {
    expect((await referral('PARTNER', 'delete_everything')).status).toBe(422);
  });
});
