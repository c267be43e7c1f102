import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from '../../http/static-site';
import { insertShop } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

/**
 * Issue 13: a client written for the go~mus API must see a JSON 404 for a path we do not serve,
 * never the shop's HTML page (which it would try to parse as JSON). The static site is
 * registered as in production, since its catch-all is what used to answer these paths.
 */
let server: TestServer;
let dist: string;
beforeAll(async () => {
  server = await createTestServer(async (db) => { await insertShop(db); });
  dist = mkdtempSync(join(tmpdir(), 'unknown-api-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>shop</body></html>');
  registerStaticSite(server.app, { staticRoot: dist, mediaRoot: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('unknown API paths', () => {
  it.each([
    '/api', '/api/', '/api/v4', '/api/v4/', '/api/v4/no-such-thing', '/api/v4/tickets/1/no-such-thing',
    '/api/v4/orders/x/tickets/y.pdf', '/api/v4/orders/x/coupons/y.pdf', '/api/v3/no-such-thing', '/api/v5/tickets',
  ])('GET %s answers a JSON 404', async (path) => {
    const response = await server.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: expect.any(String), errors: {} });
  });

  it.each(['POST', 'PUT', 'DELETE'])('%s to an unknown API path answers a JSON 404 too', async (method) => {
    const response = await server.request('/api/v4/no-such-thing', { method, json: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });

  it('the shop page still answers its own paths', async () => {
    const response = await server.request('/tickets');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
