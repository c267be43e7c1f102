import { createRoute, z } from '@hono/zod-openapi';
import { queryBool } from '../../http/query';
import { listQuery, localeQuery } from '../../http/list-query';
import { merchandiseDetailSchema, merchandiseListSchema } from './schemas';
import { notFound, json, readErrors, idParams } from '../../http/openapi';

export const merchandiseListRoute = createRoute({
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

export const merchandiseDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/merchandises/{id}',
  tags: ['products'],
  summary: 'One merchandise article (also a shipping article by its id)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(merchandiseDetailSchema, 'The article'), ...notFound, ...readErrors },
});
