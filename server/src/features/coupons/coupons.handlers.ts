import type { ApiApp } from '../../http/app-env';
import { ApiError } from '../../http/api-error';
import { meta, offsetOf } from '../../http/pagination';
import { couponJson } from './coupon-json';
import { couponDetailRoute, couponListRoute } from './coupons.routes';
import { countOf } from '../../db/count';
import { langOf } from '../../http/lang';
import { textSearch } from '../../db/text-search';

export function registerCouponRoutes(app: ApiApp): void {
  app.openapi(couponListRoute, async (c) => {
    const query = c.req.valid('query');
    const base = c.get('deps').db.selectFrom('coupons')
      .where('shop_id', '=', c.get('shop').id)
      .$if(Boolean(query.q), (qb) => qb.where(textSearch(query.q!, ['title'])))
      .$if(query.kind !== undefined, (qb) => qb.where('kind', '=', query.kind!));
    const [total, rows] = await Promise.all([
      countOf(base),
      base.selectAll().orderBy('position').orderBy('id').limit(query.per_page).offset(offsetOf(query)).execute(),
    ]);
    const lang = langOf(c);
    return c.json({ coupons: rows.map((row) => couponJson(row, lang)), meta: meta(total, query) }, 200);
  });

  app.openapi(couponDetailRoute, async (c) => {
    const row = await c.get('deps').db.selectFrom('coupons').selectAll()
      .where('shop_id', '=', c.get('shop').id).where('id', '=', c.req.valid('param').id).executeTakeFirst();
    if (!row) throw ApiError.notFound('Coupon');
    return c.json({ coupon: couponJson(row, langOf(c)) }, 200);
  });
}
