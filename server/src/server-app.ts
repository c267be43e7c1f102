import { resolve } from 'node:path';
import { createApiApp } from './app';
import { registerMediaVariants } from './features/media/media-variants.routes';
import type { AppDeps } from './http/app-env';
import { registerStaticSite } from './http/static-site';

interface ServerAppOptions {
  deps: AppDeps;
  /** The vite build output (dist/); the shop is served from it when it exists. */
  staticRoot: string;
}

/** The API plus the built shop, preview and demo media: one process, one port. */
export function createServerApp({ deps, staticRoot }: ServerAppOptions) {
  const app = createApiApp(deps);
  const mediaRoot = resolve(import.meta.dirname, 'db/seed/media');
  // Before the static site, whose /media/* would otherwise look for the crops among the sources.
  registerMediaVariants(app, { mediaRoot });
  registerStaticSite(app, { staticRoot, mediaRoot });
  return app;
}
