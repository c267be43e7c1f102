import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { listQuery, localeQuery } from '../../http/list-query';
import { notFound, json, readErrors, idParams } from '../../http/openapi';
import { meta } from '../../http/pagination';
import { queryBool } from '../../http/query';
import { merchandiseJson } from './merchandise-json';
import { merchandiseDetailSchema, merchandiseListSchema } from './schemas';
import { findMerchandise, pageOfMerchandise } from './store';

const merchandiseListRoute = createRoute({
  method: 'get',
  path: '/api/v4/merchandises',
  tags: ['products'],
  summary: 'Merchandise articles by position; shipping articles included unless filtered',
  request: {
    query: z.object({
      ...listQuery,
      by_shipping_article: queryBool().openapi({ description: 'false: products only; true: shipping fee articles only' }),
    }),
  },
  responses: { 200: json(merchandiseListSchema, 'A page of merchandise'), ...readErrors },
});

const merchandiseDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/merchandises/{id}',
  tags: ['products'],
  summary: 'One merchandise article (also a shipping article by its id)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(merchandiseDetailSchema, 'The article'), ...notFound, ...readErrors },
});

export function registerMerchandiseRoutes(app: ApiApp): void {
  app.openapi(merchandiseListRoute, async (c) => {
    const query = c.req.valid('query');
    const filter = { q: query.q, shippingArticle: query.by_shipping_article };
    const { total, rows } = await pageOfMerchandise(c.get('deps').db, c.get('shop').id, filter, query);
    const lang = langOf(c);
    return c.json({ merchandises: rows.map((row) => merchandiseJson(row, lang)), meta: meta(total, query) }, 200);
  });

  app.openapi(merchandiseDetailRoute, async (c) => {
    const row = await findMerchandise(c.get('deps').db, c.get('shop').id, c.req.valid('param').id);
    if (!row) throw ApiError.notFound('Merchandise');
    return c.json({ merchandise: merchandiseJson(row, langOf(c)) }, 200);
  });
}
