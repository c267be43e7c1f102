import type { Merchandise } from '../api/merchandise.api.ts';
import { merchandiseAmounts } from './merchandise-amounts.ts';

/**
 * The stored cart item this feature writes (spec browsing §3 'Cart items created here', cart §3.2).
 * Declared here because features may not import the cart's model (house style §2); the route's
 * hand-over to the cart's atom checks the shapes match at compile time.
 */
export interface MerchandiseCartItem {
  type: 'Merchandise';
  updated_at: string;
  attributes: { id: number; quantity: number; shipped_with_merchandise_id: number | null };
  cart: {
    name: string;
    description?: string;
    price_cents: number;
    tax_included: boolean;
    vats: { vat_pct: number; price_cents: number }[];
    available: number[];
  };
}

export interface MerchandiseItemInput {
  merchandise: Merchandise;
  quantity: number;
  /** The detail's quantity options; the cart row offers the same. */
  options: number[];
  now: Date;
}

/**
 * price_cents is the discounted unit price: the cart multiplies it by the quantity and POST /orders
 * must get the total the server computes (server merchandise-part.ts applies the same rounding).
 */
export function buildMerchandiseCartItem({ merchandise, quantity, options, now }: MerchandiseItemInput): MerchandiseCartItem {
  if (!Number.isInteger(quantity) || quantity <= 0) throw new RangeError('Merchandise quantity must be > 0 (spec browsing §5)');
  const amounts = merchandiseAmounts(merchandise, quantity);
  return {
    type: 'Merchandise',
    updated_at: now.toISOString(),
    attributes: { id: merchandise.id, quantity, shipped_with_merchandise_id: merchandise.shipped_with_merchandise_id },
    cart: {
      name: merchandise.title,
      ...(merchandise.sub_title ? { description: merchandise.sub_title } : {}),
      price_cents: amounts.discountedUnitCents,
      tax_included: merchandise.tax_included,
      vats: [{ vat_pct: merchandise.vat_pct, price_cents: amounts.vatCents }],
      available: options,
    },
  };
}

/** Spec browsing §2: a shipping article is added by the cart for posted items, never bought alone. */
export function isSellable(merchandise: Merchandise): boolean {
  return !merchandise.is_shipping_article;
}
