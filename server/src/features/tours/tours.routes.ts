import { createRoute } from '@hono/zod-openapi';
import { localeQuery } from '../../http/list-query';
import { offerQuery } from '../catalogue/offer-filters.schemas';
import { tourDetailSchema, tourListSchema } from './tours.schemas';
import { notFound, json, readErrors, idParams } from '../../http/openapi';

/** The event filters minus with_bookings_in_future, removed for tours in Jan 2020 (ENDPOINTS.md §7.2). */
export const tourListRoute = createRoute({
  method: 'get',
  path: '/api/v4/tours',
  tags: ['tours'],
  summary: 'Group tours with their category, languages and tags (ENDPOINTS.md §7.2)',
  request: { query: offerQuery },
  responses: { 200: json(tourListSchema, 'A page of tours'), ...readErrors },
});

export const tourDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/tours/{id}',
  tags: ['tours'],
  summary: 'One tour with description, content, limitations and equipment (ENDPOINTS.md §7.3)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(tourDetailSchema, 'The tour'), ...notFound, ...readErrors },
});
