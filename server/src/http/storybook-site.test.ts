import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../testing/test-server';
import { registerStaticSite } from './static-site';
import { registerStorybook, STORYBOOK_CSP } from './storybook-site';

/** The built Storybook at /storybook/ beside the shop (issue 19), and what the path says before it is built. */
let server: TestServer;
let missing: TestServer;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'storybook-site-'));
  const storybook = join(folder, 'storybook-static');
  const dist = join(folder, 'dist');
  mkdirSync(join(storybook, 'assets'), { recursive: true });
  mkdirSync(dist);
  writeFileSync(join(storybook, 'index.html'), '<!doctype html><title>Storybook manager</title>');
  writeFileSync(join(storybook, 'iframe.html'), '<!doctype html><title>Storybook preview</title><script>window.CONFIG_TYPE = "PRODUCTION";</script>');
  writeFileSync(join(storybook, 'assets/preview-AbC123.js'), 'export {};');
  writeFileSync(join(storybook, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shop</title>');
  server = await createTestServer(async (db) => { await insertShop(db); });
  registerStorybook(server.app, { storybookRoot: storybook });
  registerStaticSite(server.app, { staticRoot: dist, mediaRoot: join(folder, 'media') });
  missing = await createTestServer(async (db) => { await insertShop(db); });
  registerStorybook(missing.app, { storybookRoot: join(folder, 'not-built') });
  registerStaticSite(missing.app, { staticRoot: dist, mediaRoot: join(folder, 'media') });
});
afterAll(async () => {
  await server.close();
  await missing.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('/storybook/', () => {
  it('answers with the manager page, under a policy that lets it run and frame its preview', async () => {
    const response = await server.app.request('/storybook/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Storybook manager');
    expect(response.headers.get('content-security-policy')).toBe(STORYBOOK_CSP);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves iframe.html and the hashed bundles, which are cached for a year', async () => {
    const iframe = await server.app.request('/storybook/iframe.html?id=cart-cart--default&viewMode=story');
    expect(iframe.status).toBe(200);
    expect(await iframe.text()).toContain('Storybook preview');
    const asset = await server.app.request('/storybook/assets/preview-AbC123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the mock worker under the policy that lets it pass requests on (not the API\'s default-src none)', async () => {
    const worker = await server.app.request('/storybook/mockServiceWorker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBe(STORYBOOK_CSP);
    expect(STORYBOOK_CSP).toContain("connect-src 'self'");
  });

  it('redirects /storybook to the folder and answers unknown files with 404, not the shop page', async () => {
    const redirect = await server.app.request('/storybook');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/storybook/');
    expect((await server.app.request('/storybook/nothing.js')).status).toBe(404);
    // An encoded way out of the folder finds nothing.
    expect((await server.app.request('/storybook/..%2fdist%2findex.html')).status).toBe(404);
  });

  it('says it is being built while storybook-static is missing, and the shop stays the shop', async () => {
    const response = await missing.app.request('/storybook/');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.text()).toMatch(/Storybook is being built/);
    expect(await (await missing.app.request('/')).text()).toContain('<title>Shop</title>');
  });
});
