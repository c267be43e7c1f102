import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => { await insertShop(db, { locales: ['de', 'en'] }); });
});
afterAll(() => server.close());

describe('GET /countries/{id} (requirements/accounts.md §7.2)', () => {
  it('answers one country on v4 and v3, as country and as countries', async () => {
    for (const version of ['v4', 'v3']) {
      const response = await server.request(`/api/${version}/countries/60`);
      expect(response.status, version).toBe(200);
      const germany = { id: 60, name: 'Deutschland', code: 'DE' };
      expect(await response.json()).toEqual({ country: germany, countries: [germany] });
    }
    const english = await (await server.request('/api/v3/countries/80?locale=en')).json();
    expect(english.country).toEqual({ id: 80, name: 'United Kingdom', code: 'GB' });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const unknown = await server.request('/api/v4/countries/999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Country not found' });
    expect((await server.request('/api/v3/countries/abc')).status).toBe(422);
  });
});

describe('GET /api/v4/locales/{id}', () => {
  it('answers a locale of the shop and whether it is the main one', async () => {
    expect(await (await server.request('/api/v4/locales/de')).json()).toEqual({ locales: ['de'], main: true });
    expect(await (await server.request('/api/v4/locales/en')).json()).toEqual({ locales: ['en'], main: false });
  });

  it('answers 404 for a code the shop lacks and 422 for a malformed one', async () => {
    const missing = await server.request('/api/v4/locales/fr');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Locale not found' });
    expect((await server.request('/api/v4/locales/x%3Cy')).status).toBe(422);
  });

  it('documents both lookups', async () => {
    const body = await (await server.request('/api/v4/openapi.json')).json();
    for (const path of ['/api/v4/countries/{id}', '/api/v3/countries/{id}', '/api/v4/locales/{id}']) {
      expect(body.paths[path]?.get?.responses['404'], path).toBeDefined();
    }
  });
});
