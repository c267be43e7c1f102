import { existsSync } from 'node:fs';
import type { Context } from 'hono';
import type { ApiApp, AppEnv } from './app-env';
import { CACHE, fileInside, fileResponse } from './static-files';

/**
 * Storybook's own pages (and its mock worker) run inline bootstrap scripts and compile MDX docs at run time, so they get a policy of
 * their own instead of the shop's; the manager frames its preview (iframe.html) from the same origin.
 */
export const STORYBOOK_CSP = [
  "default-src 'self'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'", "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:", "font-src 'self' data:", "connect-src 'self'", "worker-src 'self' blob:",
  "frame-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'",
].join('; ');

/** Storybook writes its bundles under hashed names into these folders of storybook-static. */
const HASHED = /^\/(assets|sb-addons|sb-common-assets|sb-manager)\//;

/**
 * The built Storybook (storybook-static) at /storybook/, for designers and QA beside the shop (issue 19):
 * `npm start` builds it when it is missing or older than the stories. Until it exists the path says so
 * instead of falling through to the shop.
 */
export function registerStorybook(app: ApiApp, { storybookRoot }: { storybookRoot: string }): void {
  app.get('/storybook', (c) => c.redirect('/storybook/'));
  app.on(['GET', 'HEAD'], '/storybook/*', async (c: Context<AppEnv>) => {
    if (!existsSync(`${storybookRoot}/index.html`)) {
      c.header('Retry-After', '60');
      return c.text('Storybook is being built (npm start builds it in the background; `npm run build-storybook` does it at once). Reload in a minute.', 503);
    }
    let path = c.req.path.replace(/^\/storybook/, '');
    if (path.endsWith('/')) path += 'index.html';
    const target = fileInside(storybookRoot, path);
    const response = target && await fileResponse({
      file: target, method: c.req.method, acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match'),
      cacheControl: HASHED.test(path) ? CACHE.immutable : CACHE.revalidate,
    });
    if (!response) return c.text('Not found', 404);
    // On every file, not only the pages: a worker script (MSW's mockServiceWorker.js) runs under the policy it
    // was served with, and the API's `default-src 'none'` would block the worker's pass-through fetches.
    response.headers.set('Content-Security-Policy', STORYBOOK_CSP);
    response.headers.set('X-Frame-Options', 'SAMEORIGIN');
    return response;
  });
}
