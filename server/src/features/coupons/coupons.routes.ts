import { createRoute, z } from '@hono/zod-openapi';
import { listQuery, localeQuery } from '../../http/list-query';
import { couponDetailSchema, couponListSchema } from './coupons.schemas';
import { notFound, json, readErrors, idParams } from '../../http/openapi';

export const couponListRoute = createRoute({
  method: 'get',
  path: '/api/v4/coupons',
  tags: ['products'],
  summary: 'Coupon products for sale: value coupons and ticket coupons, by position',
  request: { query: z.object({ ...listQuery, kind: z.enum(['value', 'ticket']).optional() }) },
  responses: { 200: json(couponListSchema, 'A page of coupons'), ...readErrors },
});

export const couponDetailRoute = createRoute({
  method: 'get',
  path: '/api/v4/coupons/{id}',
  tags: ['products'],
  summary: 'One coupon product',
  request: { params: idParams, query: localeQuery },
  responses: { 200: json(couponDetailSchema, 'The coupon'), ...notFound, ...readErrors },
});
