import type { Coupon } from '../api/coupons.api.ts';

/**
 * The stored cart item this feature writes (spec browsing §3 'Cart items created here': attributes
 * id, quantity, shipped_with_merchandise_id; cart data with value_cents). Declared here because
 * features may not import the cart's model (house style §2); the route's hand-over to the cart's
 * atom checks the shapes match at compile time.
 */
export interface CouponCartItem {
  type: 'Coupon';
  updated_at: string;
  attributes: { id: number; quantity: number; shipped_with_merchandise_id: number | null };
  cart: {
    name: string;
    description?: string;
    price_cents: number;
    value_cents?: number;
    tax_included: boolean;
    vats: { vat_pct: number; price_cents: number }[];
    available: number[];
  };
}

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
 * Coupons carry no VAT of their own (server coupon-part.ts: multi-purpose vouchers are taxed when
 * redeemed), hence the 0 % line.
 */
export function buildCouponCartItem({ coupon, quantity, options, now }: CouponItemInput): CouponCartItem {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError('Coupon quantity must be > 0');
  const description = plainText(coupon.description);
  return {
    type: 'Coupon',
    updated_at: now.toISOString(),
    attributes: { id: coupon.id, quantity, shipped_with_merchandise_id: coupon.shipped_with_merchandise_id },
    cart: {
      name: coupon.title,
      ...(description ? { description } : {}),
      price_cents: coupon.price_cents,
      ...(coupon.kind === 'value' && coupon.value_cents !== null ? { value_cents: coupon.value_cents } : {}),
      tax_included: true,
      vats: [{ vat_pct: 0, price_cents: 0 }],
      available: options,
    },
  };
}
