import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, createAdminTestServer, signIn, STADTMUSEUM } from '../../testing/admin.fixtures';
import type { TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createAdminTestServer();
});
afterAll(() => server.close());

/** Every guarded admin route; a new route belongs here too. */
const GUARDED: [string, string, unknown?][] = [
  ['GET', '/session'],
  ['GET', '/draft'],
  ['PUT', '/draft', { revision: 1, settings: {} }],
  ['POST', '/publish', { revision: 1 }],
  ['GET', '/versions'],
  ['GET', '/versions/1'],
  ['POST', '/versions/1/rollback', { revision: 1 }],
  ['GET', '/outbox'],
  ['GET', '/outbox/some-mail'],
  ['GET', '/schema'],
];

const visitorHeaders = { 'access-token': 'abc', client: 'def', uid: 'visitor@example.org', 'token-type': 'Bearer', authorization: 'Bearer abc' };

describe('admin route guard', () => {
  it.each(GUARDED)('%s %s answers 401 JSON without an operator cookie', async (method, path, json) => {
    const response = await server.request(`/api/admin/v1${path}`, { method, json });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.any(String), errors: {} });
  });

  it.each(GUARDED)('%s %s answers 401 to visitor auth headers and a forged cookie', async (method, path, json) => {
    const response = await server.request(`/api/admin/v1${path}`, { method, json, headers: { ...visitorHeaders, cookie: 'operator_session=forged' } });
    expect(response.status).toBe(401);
  });

  it('does not publish anything for an unauthenticated caller', async () => {
    await server.request('/api/admin/v1/publish', { method: 'POST', json: { revision: 1 } });
    const rows = await server.db.selectFrom('settings_versions').select('number').execute();
    expect(rows.map((row) => row.number)).toEqual([1, 1]);
  });

  it('keeps an operator inside their own shop, whatever shop the request names', async () => {
    const museen = await signIn(server);
    const draft = await (await asOperator(server, museen, '/draft', { headers: { 'x-shop-url': 'stadtmuseum.localhost', host: 'stadtmuseum.localhost' } })).json();
    expect(draft.draft.content.de.agb).toBe('<p>AGB museen</p>');
    const { revision } = draft;
    const saved = await asOperator(server, museen, '/draft', { method: 'PUT', json: { revision, content: { de: { agb: '<p>changed</p>' } } }, headers: { 'x-shop-url': 'stadtmuseum' } });
    expect(saved.status).toBe(200);
    const other = await signIn(server, STADTMUSEUM);
    const theirs = await (await asOperator(server, other, '/draft')).json();
    expect(theirs.draft.content.de.agb).toBe('<p>AGB stadtmuseum</p>');
  });

  it('refuses an operator signing in to a shop that is not theirs', async () => {
    const response = await server.request('/api/admin/v1/session', { method: 'POST', json: { ...STADTMUSEUM, shop: 'museen' } });
    expect(response.status).toBe(401);
  });

  it('leaves the visitor API as it was', async () => {
    expect((await server.request('/api/v4/shop', { shop: 'museen' })).status).toBe(200);
    const doc = await (await server.request('/api/v4/openapi.json')).json();
    expect(Object.keys(doc.paths).filter((path) => path.includes('admin'))).toEqual([]);
  });
});
