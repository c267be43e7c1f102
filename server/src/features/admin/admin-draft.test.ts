import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, createAdminTestServer, MUSEEN, signIn } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  server = await createAdminTestServer();
  // A second operator of the same shop, to edit at the same time.
  const { hashPassword } = await import('../account/password');
  const shop = await server.db.selectFrom('shops').select('id').where('slug', '=', 'museen').executeTakeFirstOrThrow();
  await server.db.insertInto('operators').values({ shop_id: shop.id, email: 'bob@museen.example', name: 'Bob Berger', password_hash: await hashPassword('Bob-Password-2026') }).execute();
  alice = await signIn(server);
  bob = await signIn(server, { ...MUSEEN, email: 'bob@museen.example', password: 'Bob-Password-2026' });
});
afterAll(() => server.close());

const getDraft = async (cookie: string) => (await asOperator(server, cookie, '/draft')).json();
const putDraft = (cookie: string, json: unknown) => asOperator(server, cookie, '/draft', { method: 'PUT', json });

describe('draft', () => {
  it('starts from the live shop and the live version', async () => {
    const body = await getDraft(alice);
    expect(body).toMatchObject({ revision: 1, base_version: 1, live_version: 1 });
    expect(body.draft.settings.menu.pageSizes.events).toBe(10);
    expect(body.draft.translations.de.cart.title).toBe('Warenkorb');
    expect(body.draft.config).toEqual({ custom_css: '', custom_js: '' });
  });

  it('saves a change, bumps the revision and leaves the live shop alone', async () => {
    const { revision, draft } = await getDraft(alice);
    const settings = structuredClone(draft.settings);
    settings.menu.pageSizes.events = 5;
    const response = await putDraft(alice, { revision, settings, config: { custom_css: 'body { color: red }' } });
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved.revision).toBe(revision + 1);
    expect(saved.draft.settings.menu.pageSizes.events).toBe(5);
    expect(saved.draft.config).toEqual({ custom_css: 'body { color: red }', custom_js: '' });
    expect((await getDraft(bob)).draft.settings.menu.pageSizes.events).toBe(5);
    const live = await (await server.request('/api/v4/shop', { shop: 'museen' })).json();
    expect(live.shop.settings.menu.pageSizes.events).toBe(10);
  });

  it('answers 409 naming the other operator when the revision is stale', async () => {
    const { revision } = await getDraft(alice);
    expect((await putDraft(bob, { revision, translations: { de: { cart: { title: 'Korb' } } } })).status).toBe(200);
    const stale = await putDraft(alice, { revision, translations: { de: { cart: { title: 'Einkaufswagen' } } } });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.error).toMatch(/^This draft was changed by Bob Berger at \d{4}-\d{2}-\d{2} \d{2}:\d{2}\. Reload to see their changes\.$/);
    expect(body).toMatchObject({ errors: { revision: [expect.any(String)] }, current_revision: revision + 1 });
    expect((await getDraft(alice)).draft.translations.de.cart.title).toBe('Korb');
  });

  it('refuses settings the schema rejects with JSON Pointer errors, and keeps the draft', async () => {
    const { revision, draft } = await getDraft(alice);
    const settings = structuredClone(draft.settings);
    settings.menu.pageSizes.events = -3;
    settings.menu.bogus = true;
    const response = await putDraft(alice, { revision, settings });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors['/menu/pageSizes/events']).toEqual(['must be >= 0']);
    expect(body.errors['/menu/bogus']).toEqual(['is not a known setting']);
    expect((await getDraft(alice))).toMatchObject({ revision, draft: { settings: { menu: { pageSizes: { events: 5 } } } } });
  });

  it('refuses translations for a language the shop does not have and malformed bodies', async () => {
    const { revision } = await getDraft(alice);
    const unknown = await putDraft(alice, { revision, translations: { xx: { cart: { title: 'x' } } } });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).errors['translations.xx']).toBeDefined();
    expect((await putDraft(alice, { settings: {} })).status).toBe(422);
    expect((await putDraft(alice, { revision, content: { de: { agb: 42 } } })).status).toBe(422);
    const notJson = await asOperator(server, alice, '/draft', { method: 'PUT', body: 'revision=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
  });
});
