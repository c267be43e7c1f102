import type { CartItemOf } from '../../../shared/cart-line/cart-line.ts';
import { goodsLine } from '../../../shared/cart-line/goods-line.ts';
import type { Coupon } from '../api/coupons.api.ts';

export interface CouponItemInput {
  coupon: Coupon;
  quantity: number;
  options: number[];
  now: Date;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The cart row prints its description as plain text; the API sends HTML. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]!).replace(/\s+/g, ' ').trim();
}

/**
 * The Coupon line (requirements/cart.md §3.3 'Cart items created here': attributes id, quantity,
 * shipped_with_merchandise_id; cart data with value_cents). Coupons carry no VAT of their own
 * (server coupon-part.ts: multi-purpose vouchers are taxed when redeemed), hence the 0 % line.
 */
export function buildCouponCartItem({ coupon, quantity, options, now }: CouponItemInput): CartItemOf<'Coupon'> {
  const description = plainText(coupon.description);
  return goodsLine('Coupon', { id: coupon.id, quantity, shippedWith: coupon.shipped_with_merchandise_id, now }, {
    name: coupon.title,
    ...(description ? { description } : {}),
    price_cents: coupon.price_cents,
    ...(coupon.kind === 'value' && coupon.value_cents !== null ? { value_cents: coupon.value_cents } : {}),
    tax_included: true,
    vats: [{ vat_pct: 0, price_cents: 0 }],
    available: options,
  });
}
