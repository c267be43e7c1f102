import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Context } from 'hono';
import type { ApiApp, AppEnv } from './app-env';
import { cachedEmbeddedBootstrap } from '../features/shop/embedded-bootstrap';
import { htmlDocument } from './html-document';
import { pageCsp } from './security-headers';
import { cachedShopOfHost } from './shop-context';
import { CACHE, fileInside, fileResponse } from './static-files';

interface StaticSiteOptions {
  /** The vite build output (dist/): the shop at /, the operator preview at /preview/. */
  staticRoot: string;
  /** Demo pictures, served at /media/. */
  mediaRoot: string;
}

/** Vite writes every hashed file (chunks, styles, emitted assets) into this folder of its output. */
const HASHED = /^\/(preview\/)?assets\//;

const file = (c: Context<AppEnv>, root: string, path: string, cacheControl: string) => {
  const target = fileInside(root, path);
  return target
    ? fileResponse({ file: target, method: c.req.method, acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match'), cacheControl })
    : Promise.resolve(null);
};

/**
 * The built shop, the preview and the demo media, served like a production web server: hashed
 * assets cached for a year, everything else revalidated by ETag (304), precompressed brotli/gzip
 * where the build wrote it, each app's index.html from memory with Link preload headers for its
 * entry, the shop's with its bootstrap embedded. Registered after the API, so API routes always
 * win; unknown /api/ paths stay API 404s.
 */
export function registerStaticSite(app: ApiApp, { staticRoot, mediaRoot }: StaticSiteOptions): void {
  app.on(['GET', 'HEAD'], '/media/*', async (c) => (await file(c, mediaRoot, c.req.path.replace(/^\/media/, ''), CACHE.revalidate)) ?? c.text('Not found', 404));
  if (!existsSync(staticRoot)) {
    app.get('/', (c) => c.text('The shop is not built yet: run `npm run build` (npm start does it for you).'));
    return;
  }
  const shopPage = htmlDocument(resolve(staticRoot, 'index.html'), '/');
  const previewPage = htmlDocument(resolve(staticRoot, 'preview/index.html'), '/preview/');
  const page = async (c: Context<AppEnv>, html: typeof shopPage, kind: 'shop' | 'preview') => {
    const { db, shopCacheMs = 0 } = c.get('deps');
    const shop = kind === 'shop' ? await cachedShopOfHost(db, c.req.header('host') ?? '', shopCacheMs) : undefined;
    // The shop page carries its first bootstrap (embedded-bootstrap.ts); without it the engine just asks.
    const bootstrap = kind === 'shop' ? await cachedEmbeddedBootstrap(db, shop, shopCacheMs) : '';
    const answer = await html.respond(c.req.method, c.req.header('accept-encoding'), c.req.header('if-none-match'), bootstrap);
    if (!answer) return c.text('Not found', 404);
    const { response, inlineScripts } = answer;
    // The shop's policy allows its operator's custom JS by hash, so it is made per shop (security-headers.ts).
    response.headers.set('Content-Security-Policy', pageCsp(kind, (shop?.config ?? {}) as Record<string, unknown>, inlineScripts));
    return response;
  };

  app.get('/preview', (c) => c.redirect('/preview/'));
  app.on(['GET', 'HEAD'], '/*', async (c, next) => {
    const { path } = c.req;
    if (path === '/api' || path.startsWith('/api/')) return next();
    // Dot folders (vite's .vite/ manifest) are build internals, not part of the site.
    if (path.includes('/.')) return c.text('Not found', 404);
    const hashed = HASHED.test(path);
    if (path !== '/' && !path.endsWith('/index.html')) {
      const found = await file(c, staticRoot, path, hashed ? CACHE.immutable : CACHE.revalidate);
      if (found) return found;
    }
    // A missing hashed file is an old build's chunk: a 404, never the HTML in its place.
    if (hashed) return c.text('Not found', 404);
    const preview = path === '/preview/' || path.startsWith('/preview/');
    return page(c, preview ? previewPage : shopPage, preview ? 'preview' : 'shop');
  });
}
