import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoServer } from '../../testing/demo-server';
import type { TestServer } from '../../testing/test-server';
import { registerMediaVariants } from './media-variants.routes';
import { VARIANT_NAMES } from './variants';

/**
 * Issue 13: every media URL the API returns is absolute (another origin must load it), and picture
 * objects carry `original` and the 3:2 variants the real API's clients read, as real crops.
 */
type Picture = Record<string, string | null>;
let server: TestServer;
let cacheDir: string;
beforeAll(async () => {
  server = await createDemoServer();
  cacheDir = mkdtempSync(join(tmpdir(), 'media-cache-'));
  registerMediaVariants(server.app, { mediaRoot: resolve(import.meta.dirname, '../../db/seed/media'), cacheDir });
});
afterAll(async () => {
  await server.close();
  rmSync(cacheDir, { recursive: true, force: true });
});
afterEach(() => { vi.unstubAllEnvs(); });

const URL_KEYS = ['teaser', 'preview', 'article', 'detail', 'original', ...VARIANT_NAMES];
const picturesOf = async (url: string, list: string) => {
  const response = await server.app.request(url);
  expect(response.status).toBe(200);
  return ((await response.json()) as Record<string, { picture: Picture }[]>)[list]!.map((item) => item.picture);
};

describe('picture objects', () => {
  it.each([
    ['/api/v4/museums', 'museums'], ['/api/v4/exhibitions', 'exhibitions'], ['/api/v4/events', 'events'], ['/api/v4/tours', 'tours'],
  ])('%s: every size, original and 3:2 variant is an absolute URL of the request origin', async (path, list) => {
    const pictures = await picturesOf(`http://museen.localhost:3000${path}`, list);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      for (const key of URL_KEYS) expect(picture[key], key).toMatch(/^http:\/\/museen\.localhost:3000\/media\//);
      expect(picture.teaser_3x2).toMatch(/\/media\/variants\/teaser_3x2\/[a-z0-9-]+\.(svg|jpg)\.jpg$/);
    }
  });

  it('PUBLIC_URL, when set, is the base instead of the request origin', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://tickets.example.org/');
    const [picture] = await picturesOf('http://10.0.0.5:3000/api/v4/museums', 'museums');
    expect(picture!.detail).toMatch(/^https:\/\/tickets\.example\.org\/media\/[a-z0-9-]+\.(svg|jpg)$/);
    expect(picture!.detail_3x2).toMatch(/^https:\/\/tickets\.example\.org\/media\/variants\/detail_3x2\//);
  });
});

describe('GET /media/variants/<variant>/<file>.jpg', () => {
  it('answers a real 3:2 JPEG crop of the SVG source in the variant size, cached on disk', async () => {
    const [picture] = await picturesOf('http://localhost/api/v4/museums', 'museums');
    const path = new URL(picture!.teaser_3x2!).pathname;
    const response = await server.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 600, 400]);
    const cached = join(cacheDir, path.replace('/media/variants/', ''));
    const made = statSync(cached).mtimeMs;
    expect((await server.app.request(path)).status).toBe(200);
    expect(statSync(cached).mtimeMs).toBe(made);
  });

  it.each([
    ['detail_3x2', 1500, 1000], ['preview_3x2', 360, 240], ['article_3x2', 900, 600],
  ])('%s is %ix%i', async (variant, width, height) => {
    const response = await server.app.request(`/media/variants/${variant}/exhibition-fluss.jpg.jpg`);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it.each([
    '/media/variants/huge_3x2/exhibition-fluss.jpg.jpg', '/media/variants/teaser_3x2/no-such-picture.svg.jpg',
    '/media/variants/teaser_3x2/exhibition-fluss.jpg', '/media/variants/teaser_3x2/..%2f..%2fpackage.json.jpg',
  ])('%s is a 404', async (path) => {
    expect((await server.app.request(path)).status).toBe(404);
  });
});
