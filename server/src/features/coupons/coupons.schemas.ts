import { z } from '@hono/zod-openapi';
import { metaSchema } from '../../http/pagination';
import { contentSchema } from '../catalogue/content.schemas';

/** Value coupons (vouchers) and ticket coupons, spec browsing-and-booking "Coupon (product) and ticket coupon". */
const couponSchema = z
  .object({
    id: z.number().int(), kind: z.enum(['value', 'ticket']), title: z.string(), description: z.string().nullable(),
    price_cents: z.number().int(),
    value_cents: z.number().int().nullable().openapi({ description: 'Redeemable value of a value coupon' }),
    ticket_id: z.number().int().nullable().openapi({ description: 'The ticket a ticket coupon is for' }),
    available: z.number().int().nullable().openapi({ description: 'Units left; null = unlimited' }),
    booked_out: z.boolean(),
    content: contentSchema.openapi({ description: 'Localized custom attributes, e.g. reduction_reason' }),
    shipped_with_merchandise_id: z.number().int().nullable(),
  })
  .openapi('Coupon');

export const couponListSchema = z.object({ coupons: z.array(couponSchema), meta: metaSchema }).openapi('CouponList');
export const couponDetailSchema = z.object({ coupon: couponSchema });
