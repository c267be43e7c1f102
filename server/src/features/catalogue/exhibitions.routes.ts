import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { idsQuery, idsOf } from '../../http/id-filters';
import { langOf } from '../../http/lang';
import { listQuery, localeQuery } from '../../http/list-query';
import { notFound, json, readErrors, idParams } from '../../http/openapi';
import { meta } from '../../http/pagination';
import { queryBool } from '../../http/query';
import { exhibitionDetailJson, exhibitionJson } from './exhibition-json';
import { exhibitionDetailSchema, exhibitionListSchema } from './exhibitions.schemas';
import { findExhibition, pageOfExhibitions } from './store';

const exhibitionListRoute = createRoute({
  method: 'get',
  path: '/api/v4/exhibitions',
  tags: ['catalogue'],
  summary: 'Exhibitions of the shop, filterable by museum and featured (requirements/api.md §3.4)',
  request: {
    query: z.object({ ...listQuery, ...idsQuery('by_museum_ids'), by_featured: queryBool() }),
  },
  responses: { 200: json(exhibitionListSchema, 'A page of exhibitions'), ...readErrors },
});

const exhibitionDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/exhibitions/{id}',
  tags: ['catalogue'],
  summary: 'One exhibition with description, content and location (requirements/api.md §3.5)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(exhibitionDetailSchema, 'The exhibition'), ...notFound, ...readErrors },
});

export function registerExhibitionRoutes(app: ApiApp): void {
  app.openapi(exhibitionListRoute, async (c) => {
    const query = c.req.valid('query');
    const filter = { q: query.q, museumIds: idsOf(query, 'by_museum_ids'), featured: query.by_featured };
    const { total, rows } = await pageOfExhibitions(c.get('deps').db, c.get('shop').id, filter, query);
    const lang = langOf(c);
    return c.json({ exhibitions: rows.map((row) => exhibitionJson(row, lang)), meta: meta(total, query) }, 200);
  });

  app.openapi(exhibitionDetailRoute, async (c) => {
    const row = await findExhibition(c.get('deps').db, c.get('shop').id, c.req.valid('param').id);
    if (!row) throw ApiError.notFound('Exhibition');
    return c.json({ exhibition: exhibitionDetailJson(row, langOf(c)) }, 200);
  });
}
