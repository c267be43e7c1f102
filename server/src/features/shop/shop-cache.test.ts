import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, createAdminTestServer, signIn } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';

describe('the shop of a request, cached per process', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await createAdminTestServer();
    server.deps.shopCacheMs = 60_000; // long enough for a loaded machine; servers use 1000
    cookie = await signIn(server);
  });
  afterAll(() => server.close());
  const live = async () => (await (await server.request('/api/v4/shop', { shop: 'museen' })).json()).shop;

  it('serves a second request without reading the shop row, and sees a publish of this process at once', async () => {
    expect((await live()).name).toBe('Museen am Fluss');
    // Written behind the server's back: a second request within the second still has the row it read.
    await server.db.updateTable('shops').set({ name: 'Renamed' }).where('slug', '=', 'museen').execute();
    expect((await live()).name).toBe('Museen am Fluss');

    const { revision, draft } = await (await asOperator(server, cookie, '/draft')).json();
    const settings = structuredClone(draft.settings);
    settings.menu.pageSizes.events = 4;
    const edited = await (await asOperator(server, cookie, '/draft', { method: 'PUT', json: { revision, settings } })).json();
    expect((await asOperator(server, cookie, '/publish', { method: 'POST', json: { revision: edited.revision } })).status).toBe(201);
    const shop = await live();
    expect(shop.settings.menu.pageSizes.events).toBe(4);
    expect(shop.name).toBe('Renamed');
  });
});
