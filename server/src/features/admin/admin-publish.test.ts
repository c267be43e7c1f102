import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, createAdminTestServer, signIn, STADTMUSEUM } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createAdminTestServer();
  cookie = await signIn(server);
});
afterAll(() => server.close());

const live = async (shop = 'museen') => (await (await server.request('/api/v4/shop', { shop })).json()).shop;
const draftOf = async () => (await asOperator(server, cookie, '/draft')).json();

async function editEventsPageSize(size: number): Promise<number> {
  const { revision, draft } = await draftOf();
  const settings = structuredClone(draft.settings);
  settings.menu.pageSizes.events = size;
  const response = await asOperator(server, cookie, '/draft', { method: 'PUT', json: { revision, settings, config: { custom_css: `/* ${size} */` } } });
  return (await response.json()).revision;
}

describe('publish, history and rollback', () => {
  it('publishes the draft as version 2: visitors get the new page size', async () => {
    const revision = await editEventsPageSize(5);
    const response = await asOperator(server, cookie, '/publish', { method: 'POST', json: { revision, summary: 'Shorter menu' } });
    expect(response.status).toBe(201);
    const { version } = await response.json();
    expect(version).toMatchObject({
      number: 2, is_live: true, based_on_number: 1, author: { name: 'Museen Operator', email: 'operator@museen.example' },
      summary: 'Shorter menu — 1 setting changed: menu.pageSizes.events 10 → 5; custom CSS changed',
    });
    const shop = await live();
    expect(shop.settings.menu.pageSizes.events).toBe(5);
    expect(shop.config.custom_css).toBe('/* 5 */');
    expect(shop.config.registration).toBe(true);
    expect((await live('stadtmuseum')).settings.menu.pageSizes.events).toBe(6);
  });

  it('refuses to publish a stale revision', async () => {
    const { revision } = await draftOf();
    const response = await asOperator(server, cookie, '/publish', { method: 'POST', json: { revision: revision - 1 } });
    expect(response.status).toBe(409);
    expect((await live()).settings.menu.pageSizes.events).toBe(5);
  });

  it('lists versions newest first with the live one marked', async () => {
    await asOperator(server, cookie, '/publish', { method: 'POST', json: { revision: await editEventsPageSize(7) } });
    const { versions } = await (await asOperator(server, cookie, '/versions')).json();
    expect(versions.map((v: { number: number; is_live: boolean }) => [v.number, v.is_live])).toEqual([[3, true], [2, false], [1, false]]);
    expect(versions[2]).toMatchObject({ summary: 'Initial settings', author: null });
  });

  it('rolls back by publishing the old data as a new version and resetting the draft', async () => {
    const { revision } = await draftOf();
    const response = await asOperator(server, cookie, '/versions/1/rollback', { method: 'POST', json: { revision } });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.version).toMatchObject({ number: 4, is_live: true, summary: 'Rollback to version 1: 1 setting changed: menu.pageSizes.events 7 → 10; custom CSS changed' });
    expect(body.revision).toBe(revision + 1);
    expect((await live()).settings.menu.pageSizes.events).toBe(10);
    expect((await live()).config.custom_css).toBe('');
    expect(await draftOf()).toMatchObject({ revision: revision + 1, base_version: 4, live_version: 4, draft: { settings: { menu: { pageSizes: { events: 10 } } } } });
  });

  it('shows one version with its data and 404s for unknown or foreign numbers', async () => {
    const response = await asOperator(server, cookie, '/versions/2');
    expect(response.status).toBe(200);
    const { version } = await response.json();
    expect(version).toMatchObject({ number: 2, is_live: false, data: { settings: { menu: { pageSizes: { events: 5 } } }, config: { custom_css: '/* 5 */' } } });
    expect((await asOperator(server, cookie, '/versions/99')).status).toBe(404);
    expect((await asOperator(server, cookie, '/versions/abc')).status).toBe(422);
    const other = await signIn(server, STADTMUSEUM);
    expect((await asOperator(server, other, '/versions/2')).status).toBe(404);
    const { revision } = await (await asOperator(server, other, '/draft')).json();
    expect((await asOperator(server, other, '/versions/3/rollback', { method: 'POST', json: { revision } })).status).toBe(404);
  });
});
