import type { ApiApp } from '../../http/app-env';
import { ApiError } from '../../http/api-error';
import { meta, offsetOf } from '../../http/pagination';
import { merchandiseJson } from './merchandise-json';
import { merchandiseDetailRoute, merchandiseListRoute } from './routes';
import { countOf } from '../../db/count';
import { langOf } from '../../http/lang';
import { textSearch } from '../../db/text-search';

export function registerMerchandiseRoutes(app: ApiApp): void {
  app.openapi(merchandiseListRoute, async (c) => {
    const query = c.req.valid('query');
    const base = c.get('deps').db.selectFrom('merchandises')
      .where('shop_id', '=', c.get('shop').id)
      .$if(Boolean(query.q), (qb) => qb.where(textSearch(query.q!, ['title', 'sub_title'])))
      .$if(query.by_shipping_article !== undefined, (qb) => qb.where('is_shipping_article', '=', query.by_shipping_article!));
    const [total, rows] = await Promise.all([
      countOf(base),
      base.selectAll().orderBy('position').orderBy('id').limit(query.per_page).offset(offsetOf(query)).execute(),
    ]);
    const lang = langOf(c);
    return c.json({ merchandises: rows.map((row) => merchandiseJson(row, lang)), meta: meta(total, query) }, 200);
  });

  app.openapi(merchandiseDetailRoute, async (c) => {
    const row = await c.get('deps').db.selectFrom('merchandises').selectAll()
      .where('shop_id', '=', c.get('shop').id).where('id', '=', c.req.valid('param').id).executeTakeFirst();
    if (!row) throw ApiError.notFound('Merchandise');
    return c.json({ merchandise: merchandiseJson(row, langOf(c)) }, 200);
  });
}
