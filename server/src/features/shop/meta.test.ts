import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDataIfEmpty } from '../../db/seed/seed-demo';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer((db) => seedDemoDataIfEmpty(db, { log: () => {} }));
});
afterAll(() => server.close());

describe('meta routes', () => {
  it('reports version, zone and currency', async () => {
    const response = await server.request('/api/v4/version');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.version).toMatchObject({ api: '4.4', zone: 'Europe/Berlin', currency: 'EUR', per_page: 25 });
  });

  it('lists the locales with the main one first', async () => {
    const body = await (await server.request('/api/v4/locales')).json();
    expect(body.locales[0]).toBe('de');
  });

  it('answers 422 for a locale the shop does not have', async () => {
    const response = await server.request('/api/v4/locales?locale=xx');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('locale'), errors: { locale: expect.any(Array) } });
  });

  it('answers 404 JSON for an unknown shop and an unknown route', async () => {
    expect((await server.request('/api/v4/version', { shop: 'nowhere.example' })).status).toBe(404);
    const response = await server.request('/api/v4/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Route not found' });
  });

  it('serves an OpenAPI document', async () => {
    const body = await (await server.request('/api/v4/openapi.json')).json();
    expect(body.paths['/api/v4/version']).toBeDefined();
  });
});
