import { createRoute, z } from '@hono/zod-openapi';
import { isoDay } from '../../http/query';
import { listQuery, localeQuery } from '../../http/list-query';
import { museumDetailSchema, museumListSchema, openingHoursSchema } from './museums.schemas';
import { notFound, json, readErrors, idParams } from '../../http/openapi';

export const museumListRoute = createRoute({
  method: 'get',
  path: '/api/v4/museums',
  tags: ['catalogue'],
  summary: 'Museums of the shop, by position (ENDPOINTS.md §3.1)',
  request: { query: z.object(listQuery) },
  responses: { 200: json(museumListSchema, 'A page of museums'), ...readErrors },
});

export const museumDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/museums/{id}',
  tags: ['catalogue'],
  summary: 'One museum with description, content and location (ENDPOINTS.md §3.2)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(museumDetailSchema, 'The museum'), ...notFound, ...readErrors },
});

export const openingHoursRoute = createRoute({
  method: 'get',
  path: '/api/v4/museums/{id}/opening_hours',
  tags: ['catalogue'],
  summary: 'Opening hours on a day, Europe/Berlin offsets; null when closed (ENDPOINTS.md §3.3)',
  request: {
    params: idParams,
    query: z.object({ date: isoDay().optional().openapi({ description: 'YYYY-MM-DD, default today', example: '2026-05-02' }) }),
  },
  responses: { 200: json(openingHoursSchema, 'Opening and closing time, or null'), ...notFound, ...readErrors },
});
