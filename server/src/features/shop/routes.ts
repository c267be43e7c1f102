import { createRoute } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { json, readErrors } from '../../http/openapi';
import { registerMetaRoutes } from './meta.routes';
import { shopBootstrapSchema } from './schemas';
import { shopBootstrap } from './shop-bootstrap';

const shopRoute = createRoute({
  method: 'get',
  path: '/api/v4/shop',
  tags: ['shop'],
  summary: 'Shop bootstrap: settings, translations, content pages, config and payment modes (docs/team-notes.md)',
  responses: { 200: json(shopBootstrapSchema, 'The shop the request names, in the requested locale'), ...readErrors },
});

/** The shop itself: version, locales and the bootstrap the engine loads before it renders. */
export function registerShopRoutes(app: ApiApp): void {
  registerMetaRoutes(app);
  app.openapi(shopRoute, async (c) => c.json(await shopBootstrap(c.get('deps').db, c.get('shop'), langOf(c)), 200));
}
