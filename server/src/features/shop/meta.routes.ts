import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { notFound, json, readErrors } from '../../http/openapi';
import { DEFAULT_PER_PAGE } from '../../http/pagination';
import { ZONE } from '../../shared/berlin-time';

const versionRoute = createRoute({
  method: 'get',
  path: '/api/v4/version',
  tags: ['meta'],
  summary: 'Server version, zone, currency and default page size (requirements/api.md §2.1)',
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
  summary: 'Content locales of the shop; the first is the main one and the fallback (requirements/api.md §2.3)',
  responses: {
    200: {
      description: 'Locales',
      content: { 'application/json': { schema: z.object({ locales: z.array(z.string()) }) } },
    },
  },
});

/**
 * requirements/accounts.md §7.2 and requirements/settings.md §7 name `GET /locales/{id} → locales`; the contract has only the
 * list (requirements/api.md §2.3). Designed here: the id is a locale code; a code the shop has comes
 * back as a one-element `locales`, with `main` telling whether it is the default and fallback.
 */
const localeRoute = createRoute({
  method: 'get', path: '/api/v4/locales/{id}', tags: ['meta'],
  summary: 'One content locale of the shop by code (requirements/accounts.md §7.2; designed here, like GET /locales)',
  description: '`{locales: ["en"], main: false}` for a code the shop offers; 404 for any other code.',
  request: {
    params: z.object({ id: z.string().min(2).max(10).regex(/^[a-z]{2}(-[A-Za-z]{2})?$/).openapi({ param: { name: 'id', in: 'path' }, example: 'en' }) }),
  },
  responses: {
    200: json(z.object({ locales: z.array(z.string()), main: z.boolean() }), 'The locale'),
    ...notFound, ...readErrors,
  },
});

const STARTED_AT = new Date().toISOString();

export function registerMetaRoutes(app: ApiApp): void {
  app.openapi(versionRoute, (c) => {
    const shop = c.get('shop');
    return c.json({
      version: {
        system: '1.0.0', api: '4.4', release: 'Museumsinsel', time: STARTED_AT,
        zone: ZONE, currency: shop.currency, per_page: DEFAULT_PER_PAGE,
      },
    }, 200);
  });
  app.openapi(localesRoute, (c) => c.json({ locales: c.get('shop').locales }, 200));
  app.openapi(localeRoute, (c) => {
    const { id } = c.req.valid('param');
    const locales = c.get('shop').locales;
    if (!locales.includes(id)) throw ApiError.notFound('Locale');
    return c.json({ locales: [id], main: id === locales[0] }, 200);
  });
}
