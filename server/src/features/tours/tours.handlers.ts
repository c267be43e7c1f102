import type { ApiApp } from '../../http/app-env';
import { ApiError } from '../../http/api-error';
import { meta, offsetOf } from '../../http/pagination';
import { countOf } from '../../db/count';
import { langOf } from '../../http/lang';
import { offerFilters } from '../catalogue/offer-filters.store';
import { registerTourBookingRoutes } from './booking.handlers';
import { registerTourEquipmentRoute } from './equipment.handlers';
import { tourDetailJson, tourJson } from './tour-json';
import { tourDetailRoute, tourListRoute } from './tours.routes';
import { VocabularyLookup } from '../catalogue/vocabulary-lookup';

export function registerTourRoutes(app: ApiApp): void {
  app.openapi(tourListRoute, async (c) => {
    const query = c.req.valid('query');
    const { db } = c.get('deps');
    const shopId = c.get('shop').id;
    const filters = offerFilters(query, { by_age_group_ids: ['age_group_ids'], by_grade_ids: ['grade_ids'] });
    const base = db.selectFrom('tours').where('shop_id', '=', shopId).where((eb) => eb.and(filters));
    const lang = langOf(c);
    const [total, rows, terms] = await Promise.all([
      countOf(base),
      base.selectAll().orderBy('position').orderBy('id').limit(query.per_page).offset(offsetOf(query)).execute(),
      VocabularyLookup.load(db, shopId, 'tour', lang),
    ]);
    return c.json({ tours: rows.map((row) => tourJson(row, lang, terms)), meta: meta(total, query) }, 200);
  });

  app.openapi(tourDetailRoute, async (c) => {
    const { db } = c.get('deps');
    const shopId = c.get('shop').id;
    const row = await db.selectFrom('tours').selectAll().where('shop_id', '=', shopId).where('id', '=', c.req.valid('param').id).executeTakeFirst();
    if (!row) throw ApiError.notFound('Tour');
    const lang = langOf(c);
    return c.json({ tour: tourDetailJson(row, lang, await VocabularyLookup.load(db, shopId, 'tour', lang)) }, 200);
  });
  registerTourBookingRoutes(app);
  registerTourEquipmentRoute(app);
}
