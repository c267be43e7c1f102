import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { listQuery, localeQuery } from '../../http/list-query';
import { notFound, json, readErrors, idParams } from '../../http/openapi';
import { meta } from '../../http/pagination';
import { couponJson } from './coupon-json';
import { couponDetailSchema, couponListSchema } from './coupons.schemas';
import { findCoupon, pageOfCoupons } from './store';

const couponListRoute = createRoute({
  method: 'get',
  path: '/api/v4/coupons',
  tags: ['products'],
  summary: 'Coupon products for sale: value coupons and ticket coupons, by position',
  request: { query: z.object({ ...listQuery, kind: z.enum(['value', 'ticket']).optional() }) },
  responses: { 200: json(couponListSchema, 'A page of coupons'), ...readErrors },
});

const couponDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/coupons/{id}',
  tags: ['products'],
  summary: 'One coupon product',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(couponDetailSchema, 'The coupon'), ...notFound, ...readErrors },
});

export function registerCouponProductRoutes(app: ApiApp): void {
  app.openapi(couponListRoute, async (c) => {
    const query = c.req.valid('query');
    const { total, rows } = await pageOfCoupons(c.get('deps').db, c.get('shop').id, { q: query.q, kind: query.kind }, query);
    const lang = langOf(c);
    return c.json({ coupons: rows.map((row) => couponJson(row, lang)), meta: meta(total, query) }, 200);
  });

  app.openapi(couponDetailRoute, async (c) => {
    const row = await findCoupon(c.get('deps').db, c.get('shop').id, c.req.valid('param').id);
    if (!row) throw ApiError.notFound('Coupon');
    return c.json({ coupon: couponJson(row, langOf(c)) }, 200);
  });
}
