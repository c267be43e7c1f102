import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, createAdminTestServer, signIn } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';
import { cachedShop } from './shop-cache';

describe('cachedShop', () => {
  const shop = { id: 1 } as never;
  it('reads once within the time to live, again after it', async () => {
    let reads = 0;
    const read = async () => { reads += 1; return shop; };
    const db = {} as never;
    expect(await cachedShop(db, 'a', 1000, 0, read)).toBe(shop);
    expect(await cachedShop(db, 'a', 1000, 999, read)).toBe(shop);
    expect(reads).toBe(1);
    await cachedShop(db, 'b', 1000, 999, read);
    await cachedShop(db, 'a', 1000, 1000, read);
    expect(reads).toBe(3);
  });
  it('does not keep a failed read', async () => {
    const db = {} as never;
    await expect(cachedShop(db, 'a', 1000, 0, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedShop(db, 'a', 1000, 1, async () => shop)).toBe(shop);
  });
});

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
