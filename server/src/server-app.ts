import { createApiApp } from './app';
import { MEDIA_ROOT } from './features/media/media-root';
import { registerMediaVariants } from './features/media/media-variants.routes';
import type { AppDeps } from './http/app-env';
import { registerStaticSite } from './http/static-site';
import { registerStorybook } from './http/storybook-site';
import { opsMiddleware, registerOpsRoutes, type Ops } from './ops/ops';

interface ServerAppOptions {
  deps: AppDeps;
  /** The vite build output (dist/); the shop is served from it when it exists. */
  staticRoot: string;
  /** The built Storybook (storybook-static/), served at /storybook/. */
  storybookRoot?: string;
  /** Health, drain, request log and metrics of a running server (main.ts); tests may leave it out. */
  ops?: Ops;
}

/** The API plus the built shop, preview and demo media: one process, one port. */
export function createServerApp({ deps, staticRoot, storybookRoot, ops }: ServerAppOptions) {
  const app = createApiApp(deps, { before: ops ? opsMiddleware(ops) : [] });
  if (ops) registerOpsRoutes(app, ops);
  const mediaRoot = MEDIA_ROOT;
  // Before the static site, whose /media/* would otherwise look for the crops among the sources.
  registerMediaVariants(app, { mediaRoot });
  // Before the static site, whose catch-all would answer /storybook/… with the shop's page.
  if (storybookRoot) registerStorybook(app, { storybookRoot });
  registerStaticSite(app, { staticRoot, mediaRoot });
  return app;
}
