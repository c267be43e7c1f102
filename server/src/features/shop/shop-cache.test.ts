import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from '../../http/static-site';
import { asOperator, createAdminTestServer, signIn } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';

async function publishPageSize(server: TestServer, cookie: string, events: number) {
  const { revision, draft } = await (await asOperator(server, cookie, '/draft')).json();
  const settings = structuredClone(draft.settings);
  settings.menu.pageSizes.events = events;
  const edited = await (await asOperator(server, cookie, '/draft', { method: 'PUT', json: { revision, settings } })).json();
  expect((await asOperator(server, cookie, '/publish', { method: 'POST', json: { revision: edited.revision } })).status).toBe(201);
}

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

    await publishPageSize(server, cookie, 4);
    const shop = await live();
    expect(shop.settings.menu.pageSizes.events).toBe(4);
    expect(shop.name).toBe('Renamed');
  });
});

describe('the shop page, its bootstrap cached like the shop', () => {
  let server: TestServer;
  let cookie: string;
  let dist: string;
  beforeAll(async () => {
    server = await createAdminTestServer();
    server.deps.shopCacheMs = 60_000;
    dist = mkdtempSync(join(tmpdir(), 'page-bootstrap-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    // Before the first request: the router takes no routes once it has matched one.
    registerStaticSite(server.app, { staticRoot: dist, mediaRoot: join(dist, 'media') });
    cookie = await signIn(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const embedded = async () => {
    const page = await (await server.app.request('/', { headers: { Host: 'museen.localhost' } })).text();
    return JSON.parse(/<script type="application\/json" id="shop-bootstrap"[^>]*>([^<]*)<\/script>/.exec(page)![1]!).shop;
  };

  it('is made once for many page views (issue 12: 12 ms of each), and anew after a publish of this process', async () => {
    const { id } = await server.db.selectFrom('shops').select('id').where('slug', '=', 'museen').executeTakeFirstOrThrow();
    await server.db.insertInto('payment_modes').values({ id: 2, shop_id: id, name: JSON.stringify({ de: 'Karte' }), kind: 'credit_card', settings: '{}' }).execute();
    const before = await embedded();
    expect(before.payment_modes.length).toBeGreaterThan(0);
    // Written behind the server's back (only the seed writes payment modes): the page keeps what it made.
    await server.db.updateTable('payment_modes').set({ provider: 'renamed' }).execute();
    expect((await embedded()).payment_modes).toEqual(before.payment_modes);

    await publishPageSize(server, cookie, 5);
    const after = await embedded();
    expect(after.settings.menu.pageSizes.events).toBe(5);
    expect(after.payment_modes.map((mode: { provider: string }) => mode.provider)).toEqual(before.payment_modes.map(() => 'renamed'));
  });
});
