import type { CartItemOf } from '../../../shared/cart-line/cart-line.ts';
import { goodsLine } from '../../../shared/cart-line/goods-line.ts';
import type { Merchandise } from '../api/merchandise.api.ts';
import { merchandiseAmounts } from './merchandise-amounts.ts';

export interface MerchandiseItemInput {
  merchandise: Merchandise;
  quantity: number;
  /** The detail's quantity options; the cart row offers the same. */
  options: number[];
  now: Date;
}

/**
 * The Merchandise line (requirements/cart.md §3.3 'Cart items created here', requirements/cart.md §3.2). price_cents is the
 * discounted unit price: the cart multiplies it by the quantity and POST /orders must get the
 * total the server computes (server merchandise-part.ts applies the same rounding).
 */
export function buildMerchandiseCartItem({ merchandise, quantity, options, now }: MerchandiseItemInput): CartItemOf<'Merchandise'> {
  const amounts = merchandiseAmounts(merchandise, quantity);
  return goodsLine('Merchandise', { id: merchandise.id, quantity, shippedWith: merchandise.shipped_with_merchandise_id, now }, {
    name: merchandise.title,
    ...(merchandise.sub_title ? { description: merchandise.sub_title } : {}),
    price_cents: amounts.discountedUnitCents,
    tax_included: merchandise.tax_included,
    vats: [{ vat_pct: merchandise.vat_pct, price_cents: amounts.vatCents }],
    available: options,
  });
}

/** requirements/products-and-merchandise.md §2: a shipping article is added by the cart for posted items, never bought alone. */
export function isSellable(merchandise: Merchandise): boolean {
  return !merchandise.is_shipping_article;
}
