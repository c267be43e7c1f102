import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop, json } from '../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../testing/test-server';
import { registerStaticSite } from './static-site';

/**
 * The shop's static serving (issue 12): every compressible response compressed, hashed assets
 * cached for a year, everything else answered 304 when the client's copy is current.
 */
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const html = '<!doctype html><html><head><script type="module" crossorigin src="./assets/shop-AbC123.js"></script>'
  + '<link rel="modulepreload" crossorigin href="./assets/vendor-D4e5F6.js"><link rel="stylesheet" crossorigin href="./assets/shop-G7h8I9.css"></head>'
  + `<body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-site-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'media'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'assets/shop-AbC123.js'), script);
  // The build writes these beside the file (scripts/vite-precompress.ts); marked so the test sees which one went out.
  writeFileSync(join(dist, 'assets/shop-AbC123.js.br'), brotliCompressSync(`${script}// br`));
  writeFileSync(join(dist, 'assets/shop-AbC123.js.gz'), gzipSync(`${script}// gz`));
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dist, 'media/picture.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = await createTestServer(async (db) => {
    // Texts enough for a bootstrap well over the 1 kB below which nothing is compressed.
    await insertShop(db, { translations: json({ de: { common: { intro: 'Willkommen im Museum. '.repeat(100) } } }) });
  });
  registerStaticSite(server.app, { staticRoot: dist, mediaRoot: join(dist, 'media') });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => server.app.request(path, { headers });
/** The page as built, without the bootstrap the server embeds per shop (embedded-bootstrap.test.ts). */
const built = (page: string) => page.replace(/<script type="application\/json" id="shop-bootstrap"[^>]*>[^<]*<\/script>/, '');

describe('hashed assets', () => {
  it('go out precompressed in the best encoding the browser takes, cached for a year', async () => {
    const response = await get('/assets/shop-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(`${script}// br`);
  });

  it('gzip for a browser without brotli, the plain file for one that takes neither', async () => {
    const gzip = await get('/assets/shop-AbC123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(`${script}// gz`);
    const plain = await get('/assets/shop-AbC123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answer a conditional request with 304 and no body', async () => {
    const first = await get('/assets/shop-AbC123.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/assets/shop-AbC123.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a missing chunk of an old build is a 404, not the shop page', async () => {
    const response = await get('/assets/shop-0ld000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });
});

describe('index.html', () => {
  it('comes compressed, revalidated by ETag, with Link preload headers for its entry, preloads and styles', async () => {
    const response = await get('/', { 'Accept-Encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(built(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString())).toBe(html);
    expect(response.headers.get('link')).toBe([
      '</assets/shop-AbC123.js>; rel=modulepreload; crossorigin',
      '</assets/vendor-D4e5F6.js>; rel=modulepreload; crossorigin',
      '</assets/shop-G7h8I9.css>; rel=preload; as=style; crossorigin',
    ].join(', '));
    const again = await get('/', { 'If-None-Match': response.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('is what any other page path gets (hash routing), and follows a new build on disk', async () => {
    expect(built(await (await get('/shop/')).text())).toBe(html);
    const before = (await get('/')).headers.get('etag');
    writeFileSync(join(dist, 'index.html'), html.replace('padding', 'rebuilt'));
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    const after = await get('/');
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.text()).toContain('rebuilt');
  });
});

describe('other files', () => {
  it('are revalidated (304 when unchanged); pictures are never recompressed', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/robots.txt', { 'If-None-Match': robots.headers.get('etag')! })).status).toBe(304);
    const picture = await get('/media/picture.png', { 'Accept-Encoding': 'gzip, br' });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-encoding')).toBeNull();
    expect((await get('/media/picture.png', { 'If-None-Match': picture.headers.get('etag')! })).status).toBe(304);
    expect((await get('/media/missing.png')).status).toBe(404);
  });

  it('are answered from memory as they are on disk now: a changed file anew, a removed one no more', async () => {
    writeFileSync(join(dist, 'notes.txt'), 'first');
    expect(await (await get('/notes.txt')).text()).toBe('first');
    writeFileSync(join(dist, 'notes.txt'), 'second, longer');
    utimesSync(join(dist, 'notes.txt'), new Date(), new Date(Date.now() + 5000));
    expect(await (await get('/notes.txt')).text()).toBe('second, longer');
    rmSync(join(dist, 'notes.txt'));
    // Any other path is the shop page (hash routing).
    expect((await get('/notes.txt')).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('a hashed chunk once served stays served when a new build removed it: a tab of the old build still loads its pages', async () => {
    writeFileSync(join(dist, 'assets/page-0ldB1d.js'), script);
    expect((await get('/assets/page-0ldB1d.js')).status).toBe(200);
    rmSync(join(dist, 'assets/page-0ldB1d.js'));
    const again = await get('/assets/page-0ldB1d.js');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(script);
  });

  it('never leave the build folder or show its dot folders', async () => {
    expect((await get(`/assets/${'..%2f'.repeat(12)}etc/passwd`)).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });
});

describe('API answers', () => {
  it('are compressed on the fly and carry an ETag a repeated GET turns into a 304', async () => {
    const response = await server.request('/api/v4/shop', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()) as { shop: { slug: string } };
    expect(body.shop.slug).toBe('museen');
    const again = await server.request('/api/v4/shop', { headers: { 'Accept-Encoding': 'gzip, br', 'If-None-Match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('gzip when that is all the client takes; unknown API paths stay JSON 404s', async () => {
    const response = await server.request('/api/v4/shop', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toHaveProperty('shop');
    const unknown = await server.request('/api/v4/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/json/);
  });
});
