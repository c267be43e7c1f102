import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { DEFAULT_PER_PAGE } from '../../http/pagination';

const versionRoute = createRoute({
  method: 'get',
  path: '/api/v4/version',
  tags: ['meta'],
  summary: 'Server version, zone, currency and default page size (ENDPOINTS.md §2.1)',
  responses: {
    200: {
      description: 'Version information',
      content: {
        'application/json': {
          schema: z.object({
            version: z.object({
              system: z.string(), api: z.string(), release: z.string(), time: z.string(),
              zone: z.string(), currency: z.string(), per_page: z.number().int(),
            }),
          }),
        },
      },
    },
  },
});

const localesRoute = createRoute({
  method: 'get',
  path: '/api/v4/locales',
  tags: ['meta'],
  summary: 'Content locales of the shop; the first is the main one and the fallback (ENDPOINTS.md §2.3)',
  responses: {
    200: {
      description: 'Locales',
      content: { 'application/json': { schema: z.object({ locales: z.array(z.string()) }) } },
    },
  },
});

const STARTED_AT = new Date().toISOString();

export function registerMetaRoutes(app: ApiApp): void {
  app.openapi(versionRoute, (c) => {
    const shop = c.get('shop');
    return c.json({
      version: {
        system: '1.0.0', api: '4.4', release: 'Museumsinsel', time: STARTED_AT,
        zone: 'Europe/Berlin', currency: shop.currency, per_page: DEFAULT_PER_PAGE,
      },
    }, 200);
  });
  app.openapi(localesRoute, (c) => c.json({ locales: c.get('shop').locales }, 200));
}
