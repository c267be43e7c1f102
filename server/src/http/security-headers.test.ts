import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentShop, insertUnpaidOrder } from '../testing/payments.fixtures';
import { createTestServer, type TestServer } from '../testing/test-server';
import { registerStaticSite } from './static-site';

const CUSTOM_JS = 'window.museumHello = 1;';
// What the build writes into the shop's page (scripts/vite-route-preload.ts), beside a data block that does not run.
const PAGE_SCRIPT = '{ const files = []; }';
let server: TestServer;
let shopId: number;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'headers-site-'));
  mkdirSync(join(dist, 'preview'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><script data-route-preload>${PAGE_SCRIPT}</script><script type="module" src="./assets/shop-a.js"></script></head><body><div id="root"></div><script type="application/json">{}</script></body></html>`);
  writeFileSync(join(dist, 'preview/index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  server = await createTestServer(async (db) => { shopId = await insertPaymentShop(db); });
  await server.db.updateTable('shops').set({ config: JSON.stringify({ custom_js: CUSTOM_JS }) }).where('id', '=', shopId).execute();
  registerStaticSite(server.app, { staticRoot: dist, mediaRoot: join(dist, 'media') });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const directives = (response: Response) => new Map((response.headers.get('content-security-policy') ?? '').split(';')
  .map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values]));

// Issue 14, finding 6: no security headers anywhere, the payment page frameable by any site, any Origin reflected.
describe('security headers', () => {
  it('marks API answers as data: nosniff, no framing, no scripts, a referrer policy, no HSTS over HTTP', async () => {
    for (const path of ['/api/v4/version', '/api/v4/shop', '/api/admin/v1/session']) {
      const response = await server.request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(directives(response).get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives(response).get('default-src')).toEqual(["'none'"]);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS over HTTPS only', async () => {
    const response = await server.app.request('https://museen.localhost/api/v4/version');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const forwarded = await server.request('/api/v4/version', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forwarded.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    server.deps.trustProxy = { kind: 'none' };
    const untrusted = await server.request('/api/v4/version', { headers: { 'x-forwarded-proto': 'https' } });
    server.deps.trustProxy = { kind: 'hops', hops: 1 };
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets only this server and the shop frame the payment page, which runs no script', async () => {
    const order = await insertUnpaidOrder(server.db, shopId, new Date(server.deps.now().getTime() + 30 * 60_000), 2450);
    const response = await server.request(`/api/v4/payments/sandbox/${order.token}/pay?locale=en`);
    expect(response.status).toBe(200);
    const csp = directives(response);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'museen.localhost:*']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('gives the shop page a strict script policy that allows exactly its own inline script and the operator custom JS by their hashes', async () => {
    const response = await server.app.request('/', { headers: { host: 'museen.localhost' } });
    expect(response.status).toBe(200);
    const hash = `'sha256-${createHash('sha256').update(CUSTOM_JS).digest('base64')}'`;
    const csp = directives(response);
    const pageScript = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", pageScript, hash]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const preview = directives(await server.app.request('/preview/'));
    expect(preview.get('script-src')).not.toContain(hash);
    expect(preview.get('script-src')).not.toContain("'unsafe-inline'");
    expect(preview.get('frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('CORS', () => {
  const fromOrigin = (origin: string, method = 'GET') => server.app.request('https://api.museum.example/api/v4/version', {
    method, headers: { origin, 'x-shop-url': 'museen.localhost', 'access-control-request-method': 'POST' },
  });

  it('answers the shop\'s own origins with credentials', async () => {
    const response = await fromOrigin('http://museen.localhost:5173');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://museen.localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fromOrigin('https://museen.localhost', 'OPTIONS');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('does not reflect any other origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://museen.localhost.evil.example']) {
      const response = await fromOrigin(origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      const preflight = await fromOrigin(origin, 'OPTIONS');
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    }
  });
});
