import { createRoute, z } from '@hono/zod-openapi';
import { queryBool } from '../../http/query';
import { idsQuery } from '../../http/id-filters';
import { listQuery, localeQuery } from '../../http/list-query';
import { exhibitionDetailSchema, exhibitionListSchema } from './exhibitions.schemas';
import { notFound, json, readErrors, idParams } from '../../http/openapi';

export const exhibitionListRoute = createRoute({
  method: 'get',
  path: '/api/v4/exhibitions',
  tags: ['catalogue'],
  summary: 'Exhibitions of the shop, filterable by museum and featured (ENDPOINTS.md §3.4)',
  request: {
    query: z.object({ ...listQuery, ...idsQuery('by_museum_ids'), by_featured: queryBool() }),
  },
  responses: { 200: json(exhibitionListSchema, 'A page of exhibitions'), ...readErrors },
});

export const exhibitionDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/exhibitions/{id}',
  tags: ['catalogue'],
  summary: 'One exhibition with description, content and location (ENDPOINTS.md §3.5)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(exhibitionDetailSchema, 'The exhibition'), ...notFound, ...readErrors },
});
