import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from '../../http/static-site';
import { bundledTexts } from '../../shared/engine-locales';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

/**
 * Issue 12: the shop page carries the bootstrap its engine would ask for first (GET /api/v4/shop in
 * German), so entry → data is no waterfall. It must be exactly the API's answer for the page's own
 * shop, never able to end its element early, and absent whenever the API would not answer 200.
 */
const html = '<!doctype html><html><head><script type="module" crossorigin src="./assets/shop-AbC123.js"></script></head>'
  + '<body><div id="root"></div></body></html>';
const hostile = '</script><script>alert(1)</script><!-- x';
// A text the shop keeps word for word as the engine bundles it (as the seed keeps every key), and one it changed.
const bundledAccept = bundledTexts('de')['frame.consent.accept']!;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'embedded-bootstrap-'));
  mkdirSync(join(dist, 'preview'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'preview/index.html'), html);
  server = await createTestServer(async (db) => {
    await insertShop(db, { translations: json({
      de: { common: { intro: `Willkommen ${hostile}` }, frame: { consent: { accept: bundledAccept, reject: 'Lieber nicht' } } },
      en: { common: { intro: 'Welcome' } },
    }) });
    await insertShop(db, {
      slug: 'stadtmuseum', hosts: ['stadtmuseum.localhost'], name: 'Stadtmuseum', is_default: false,
      settings: json({ theme: { logoUrl: '/media/logo"onload="alert(1).svg' } }),
    });
    await insertShop(db, { slug: 'closed', hosts: ['closed.localhost'], name: 'Zu', is_default: false, maintenance: true });
    await insertShop(db, { slug: 'english', hosts: ['english.localhost'], name: 'English only', is_default: false, locales: ['en'] });
  });
  registerStaticSite(server.app, { staticRoot: dist, mediaRoot: join(dist, 'media') });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const ELEMENT = /<script type="application\/json" id="shop-bootstrap" data-locale="([^"]*)">([^<]*)<\/script><\/body>/;

async function embedded(host: string, path = '/') {
  const page = await (await server.app.request(path, { headers: { Host: host } })).text();
  const match = ELEMENT.exec(page);
  return match ? { locale: match[1], body: JSON.parse(match[2]!) as unknown, page } : { page };
}

describe('the shop page', () => {
  it('embeds GET /api/v4/shop?locale=de of its own host, the same body the API answers but for texts the engine bundles', async () => {
    for (const host of ['museen.localhost:3000', 'stadtmuseum.localhost:3000', '127.0.0.1:3000']) {
      const found = await embedded(host);
      const api = await (await server.app.request('/api/v4/shop?locale=de', { headers: { Host: host } })).json() as { shop: { translations: Record<string, string> } };
      expect(found.locale).toBe('de');
      const bundled = Object.fromEntries(Object.entries(api.shop.translations).filter(([key, text]) => bundledTexts('de')[key] === text));
      const beyond = Object.fromEntries(Object.entries(api.shop.translations).filter(([key]) => !(key in bundled)));
      expect(found.body).toEqual({ shop: { ...api.shop, translations: beyond } });
    }
    const museen = (await embedded('museen.localhost')).body as { shop: { translations: Record<string, string> } };
    expect(museen.shop.translations).not.toHaveProperty(['frame.consent.accept']);
    expect(museen.shop.translations['frame.consent.reject']).toBe('Lieber nicht');
    expect(((await embedded('stadtmuseum.localhost')).body as { shop: { slug: string } }).shop.slug).toBe('stadtmuseum');
  });

  it('cannot be ended early by any text in it: < is written as \\u003c', async () => {
    const found = await embedded('museen.localhost');
    expect(found.page.match(/<\/script>/g)).toHaveLength(2);
    expect(found.page).not.toContain('<!-- x');
    expect((found.body as { shop: { translations: Record<string, string> } }).shop.translations['common.intro']).toBe(`Willkommen ${hostile}`);
  });

  it('preloads the header logo with it, its URL escaped; a shop without one preloads nothing', async () => {
    const { page } = await embedded('stadtmuseum.localhost');
    expect(page).toContain('<link rel="preload" as="image" href="/media/logo&quot;onload=&quot;alert(1).svg"><script type="application/json"');
    expect((await embedded('museen.localhost')).page).not.toContain('rel="preload"');
  });

  it('embeds nothing where the API would not answer 200: maintenance, no German, unknown host; nor in the preview', async () => {
    for (const host of ['closed.localhost', 'english.localhost', 'unknown.example']) {
      expect((await embedded(host)).page).toBe(html);
    }
    expect((await embedded('museen.localhost', '/preview/')).page).toBe(html);
  });

  it('is revalidated by an ETag of the page with the embedded answer, and compressed', async () => {
    const first = await server.app.request('/', { headers: { Host: 'museen.localhost', 'Accept-Encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    const other = await server.app.request('/', { headers: { Host: 'stadtmuseum.localhost' } });
    expect(other.headers.get('etag')).not.toBe(etag);
    expect((await server.app.request('/', { headers: { Host: 'museen.localhost', 'If-None-Match': etag } })).status).toBe(304);
    expect((await server.app.request('/', { headers: { Host: 'stadtmuseum.localhost', 'If-None-Match': etag } })).status).toBe(200);
  });
});
