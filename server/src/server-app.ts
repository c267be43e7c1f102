import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApiApp } from './app';
import type { AppDeps } from './http/app-env';

interface ServerAppOptions {
  deps: AppDeps;
  /** The vite build output (dist/); the shop is served from it when it exists. */
  staticRoot: string;
}

/** The API plus the built shop, preview and demo media: one process, one port. */
export function createServerApp({ deps, staticRoot }: ServerAppOptions) {
  const app = createApiApp(deps);
  const mediaRoot = resolve(import.meta.dirname, 'db/seed/media');
  app.use('/media/*', serveStatic({ root: relative(process.cwd(), mediaRoot), rewriteRequestPath: (path) => path.replace(/^\/media/, '') }));
  // A missing picture is a 404, never the shop's HTML.
  app.get('/media/*', (c) => c.text('Not found', 404));
  if (existsSync(staticRoot)) {
    const root = relative(process.cwd(), staticRoot);
    app.get('/preview', (c) => c.redirect('/preview/'));
    app.use('/*', serveStatic({ root }));
    app.get('/preview/*', (c) => c.html(readFileSync(resolve(staticRoot, 'preview/index.html'), 'utf8')));
    app.get('*', (c) => c.html(readFileSync(resolve(staticRoot, 'index.html'), 'utf8')));
  } else {
    app.get('/', (c) => c.text('The shop is not built yet: run `npm run build` (npm start does it for you).'));
  }
  return app;
}
