import type { ApiApp } from '../../http/app-env';
import { ApiError } from '../../http/api-error';
import { meta, offsetOf } from '../../http/pagination';
import { exhibitionDetailJson, exhibitionJson } from './exhibition-json';
import { exhibitionDetailRoute, exhibitionListRoute } from './exhibitions.routes';
import { countOf } from '../../db/count';
import { idsOf } from '../../http/id-filters';
import { langOf } from '../../http/lang';
import { textSearch } from '../../db/text-search';

export function registerExhibitionRoutes(app: ApiApp): void {
  app.openapi(exhibitionListRoute, async (c) => {
    const query = c.req.valid('query');
    const museumIds = idsOf(query, 'by_museum_ids');
    const base = c.get('deps').db.selectFrom('exhibitions')
      .where('shop_id', '=', c.get('shop').id)
      .$if(Boolean(query.q), (qb) => qb.where(textSearch(query.q!, ['title', 'sub_title'])))
      .$if(museumIds !== undefined, (qb) => qb.where('museum_id', 'in', museumIds!))
      .$if(query.by_featured !== undefined, (qb) => qb.where('featured', '=', query.by_featured!));
    const [total, rows] = await Promise.all([
      countOf(base),
      base.selectAll().orderBy('position').orderBy('id').limit(query.per_page).offset(offsetOf(query)).execute(),
    ]);
    const lang = langOf(c);
    return c.json({ exhibitions: rows.map((row) => exhibitionJson(row, lang)), meta: meta(total, query) }, 200);
  });

  app.openapi(exhibitionDetailRoute, async (c) => {
    const row = await c.get('deps').db.selectFrom('exhibitions').selectAll()
      .where('shop_id', '=', c.get('shop').id).where('id', '=', c.req.valid('param').id).executeTakeFirst();
    if (!row) throw ApiError.notFound('Exhibition');
    return c.json({ exhibition: exhibitionDetailJson(row, langOf(c)) }, 200);
  });
}
