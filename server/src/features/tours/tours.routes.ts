import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { localeQuery } from '../../http/list-query';
import { notFound, json, readErrors, idParams } from '../../http/openapi';
import { meta } from '../../http/pagination';
import { offerQuery } from '../catalogue/offer-filters.schemas';
import { VocabularyLookup } from '../catalogue/vocabulary-lookup';
import { findTour, pageOfTours } from './store';
import { tourDetailJson, tourJson } from './tour-json';
import { tourDetailSchema, tourListSchema } from './tours.schemas';

/** The event filters minus with_bookings_in_future, removed for tours in Jan 2020 (requirements/api.md §7.2). */
const tourListRoute = createRoute({
  method: 'get',
  path: '/api/v4/tours',
  tags: ['tours'],
  summary: 'Group tours with their category, languages and tags (requirements/api.md §7.2)',
  request: { query: offerQuery },
  responses: { 200: json(tourListSchema, 'A page of tours'), ...readErrors },
});

const tourDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/tours/{id}',
  tags: ['tours'],
  summary: 'One tour with description, content, limitations and equipment (requirements/api.md §7.3)',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(tourDetailSchema, 'The tour'), ...notFound, ...readErrors },
});

export function registerTourListRoutes(app: ApiApp): void {
  app.openapi(tourListRoute, async (c) => {
    const query = c.req.valid('query');
    const { db } = c.get('deps');
    const shopId = c.get('shop').id;
    const lang = langOf(c);
    const [{ total, rows }, terms] = await Promise.all([pageOfTours(db, shopId, query), VocabularyLookup.load(db, shopId, 'tour', lang)]);
    return c.json({ tours: rows.map((row) => tourJson(row, lang, terms)), meta: meta(total, query) }, 200);
  });

  app.openapi(tourDetailRoute, async (c) => {
    const { db } = c.get('deps');
    const shopId = c.get('shop').id;
    const row = await findTour(db, shopId, c.req.valid('param').id);
    if (!row) throw ApiError.notFound('Tour');
    const lang = langOf(c);
    return c.json({ tour: tourDetailJson(row, lang, await VocabularyLookup.load(db, shopId, 'tour', lang)) }, 200);
  });
}
