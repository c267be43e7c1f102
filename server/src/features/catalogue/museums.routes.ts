import { createRoute, z } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { listQuery, localeQuery } from '../../http/list-query';
import { notFound, json, readErrors, idParams } from '../../http/openapi';
import { meta } from '../../http/pagination';
import { isoDay } from '../../http/query';
import { dayOf } from '../../shared/berlin-time';
import { museumDetailJson, museumJson } from './museum-json';
import { museumDetailSchema, museumListSchema, openingHoursSchema } from './museums.schemas';
import { openingHoursOn } from './opening-hours';
import { findMuseum, pageOfMuseums } from './store';

const museumListRoute = createRoute({
  method: 'get',
  path: '/api/v4/museums',
  tags: ['catalogue'],
  summary: 'Museums of the shop, by position (requirements/api.md §3.1)',
  request: { query: z.object(listQuery) },
  responses: { 200: json(museumListSchema, 'A page of museums'), ...readErrors },
});

const museumDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/museums/{id}',
  tags: ['catalogue'],
  summary: 'One museum with description, content and location (requirements/api.md §3.2)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(museumDetailSchema, 'The museum'), ...notFound, ...readErrors },
});

const openingHoursRoute = createRoute({
  method: 'get',
  path: '/api/v4/museums/{id}/opening_hours',
  tags: ['catalogue'],
  summary: 'Opening hours on a day, Europe/Berlin offsets; null when closed (requirements/api.md §3.3)',
  request: {
    params: idParams,
    query: z.object({ date: isoDay().optional().openapi({ description: 'YYYY-MM-DD, default today', example: '2026-05-02' }) }),
  },
  responses: { 200: json(openingHoursSchema, 'Opening and closing time, or null'), ...notFound, ...readErrors },
});

export function registerMuseumRoutes(app: ApiApp): void {
  app.openapi(museumListRoute, async (c) => {
    const { q, ...page } = c.req.valid('query');
    const { total, rows } = await pageOfMuseums(c.get('deps').db, c.get('shop').id, q, page);
    const lang = langOf(c);
    return c.json({ museums: rows.map((row) => museumJson(row, lang)), meta: meta(total, page) }, 200);
  });

  app.openapi(museumDetailRoute, async (c) => {
    const row = await findMuseum(c.get('deps').db, c.get('shop').id, c.req.valid('param').id);
    return c.json({ museum: museumDetailJson(row, langOf(c)) }, 200);
  });

  app.openapi(openingHoursRoute, async (c) => {
    const { db, now } = c.get('deps');
    const row = await findMuseum(db, c.get('shop').id, c.req.valid('param').id);
    const day = c.req.valid('query').date ?? dayOf(now());
    return c.json({ opening_hours: openingHoursOn(row.opening_hours, day) }, 200);
  });
}

