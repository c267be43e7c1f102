import type { Db } from '../../db/connect';
import type { Localized } from '../../db/schema';
import type { FieldErrors } from '../../http/api-error';
import { applyDiscount } from '../../shared/pricing';
import { addError, itemField } from '../orders/order-parts';
import { findShippingArticles } from './store';

export interface ShippingArticle {
  id: number; title: Localized; description: Localized; price_cents: number; vat_pct: string; tax_included: boolean;
}

interface RawItem { type: string; attributes: Record<string, unknown> }

/**
 * Shipping rows of a cart: one shipping article per distinct shipped_with_merchandise_id of
 * the items sent by post, unless the cart already holds that article as a Merchandise item.
 * The id must name a shipping article of the shop. @see requirements/cart.md §4.3, requirements/cart.md §7.2 (POST /cart)
 */
export async function deriveShipping(db: Db, shopId: number, items: RawItem[]): Promise<{ articles: ShippingArticle[]; errors: FieldErrors }> {
  const explicit = new Set(items.filter((item) => item.type === 'Merchandise').map((item) => Number(item.attributes.id)));
  const wanted = new Map<number, number>();
  items.forEach((item, index) => {
    const id = item.attributes.shipped_with_merchandise_id;
    if (item.attributes.shipping_mode === 'post' && Number.isInteger(id) && !explicit.has(id as number) && !wanted.has(id as number)) {
      wanted.set(id as number, index);
    }
  });
  const errors: FieldErrors = {};
  if (wanted.size === 0) return { articles: [], errors };
  const rows = await findShippingArticles(db, shopId, [...wanted.keys()]);
  for (const [id, index] of wanted) {
    if (!rows.some((row) => row.id === id)) addError(errors, itemField(index, 'shipped_with_merchandise_id'), 'is not a shipping article of this shop');
  }
  const articles = rows.map((row) => ({
    id: row.id, title: row.title, description: row.description, price_cents: applyDiscount(row.price_cents, row.discount),
    vat_pct: row.vat_pct, tax_included: row.tax_included,
  }));
  return { articles, errors };
}
