import { createRoute, z } from '@hono/zod-openapi';
import { queryBool } from '../../http/query';
import { listQuery, localeQuery } from '../../http/list-query';
import { notFound, okJson, readErrors } from '../../http/responses';
import { idParams } from '../catalogue/content.schemas';
import { merchandiseDetailSchema, merchandiseListSchema } from './schemas';

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
  responses: { 200: okJson(merchandiseListSchema, 'A page of merchandise'), ...readErrors },
});

export const merchandiseDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/merchandises/{id}',
  tags: ['products'],
  summary: 'One merchandise article (also a shipping article by its id)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: okJson(merchandiseDetailSchema, 'The article'), ...notFound, ...readErrors },
});
