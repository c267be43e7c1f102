import { createRoute } from '@hono/zod-openapi';
import { queryBool } from '../../http/query';
import { localeQuery } from '../../http/list-query';
import { offerQuery } from '../catalogue/offer-filters.schemas';
import { eventDetailSchema, eventListSchema } from './events.schemas';
import { notFound, json, readErrors, idParams } from '../../http/openapi';

export const eventListRoute = createRoute({
  method: 'get',
  path: '/api/v4/events',
  tags: ['events'],
  summary: 'Events with their category, languages and tags (ENDPOINTS.md §6.2)',
  request: {
    query: offerQuery.extend({
      with_bookings_in_future: queryBool().openapi({ description: 'Only events with a date still to come' }),
    }),
  },
  responses: { 200: json(eventListSchema, 'A page of events'), ...readErrors },
});

export const eventDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/events/{id}',
  tags: ['events'],
  summary: 'One event with description and content (ENDPOINTS.md §6.3)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(eventDetailSchema, 'The event'), ...notFound, ...readErrors },
});
