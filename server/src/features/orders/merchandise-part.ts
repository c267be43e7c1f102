import type { Db } from '../../db/connect';
import { applyDiscount } from '../../shared/pricing';
import type { ShippingArticle } from '../cart/shipping';
import { listMerchandise } from '../merchandise/store';
import type { GoodsAttributes } from './order-item.schemas';
import { insertOrderItem } from './order-items.store';
import { addError, itemField, type OrderContext, type OrderPart } from './order-parts';
import type { Indexed } from './parse-items';
import { requireStock, stockErrors } from './stock-check';

interface GoodsLine { index: number; id: number; quantity: number; unitCents: number; vat: string; taxIncluded: boolean; shipping: boolean; mode?: string }

/**
 * Merchandise items and the shipping articles the cart derives (shipping.ts): discount
 * rounding of requirements/cart.md §9.1. Live orders hold their pieces; the stock is debited
 * when the order becomes valid (stock.store.ts), re-checked under a row lock here.
 */
export async function planMerchandise(db: Db, ctx: OrderContext, items: Indexed<GoodsAttributes>[], shipping: ShippingArticle[]): Promise<OrderPart> {
  const rows = await listMerchandise(db, ctx.shopId, items.map((item) => item.input.id));
  const errors: Record<string, string[]> = {};
  const lines: GoodsLine[] = [];
  for (const { index, input } of items) {
    const row = rows.find((candidate) => candidate.id === input.id);
    if (!row) {
      addError(errors, itemField(index, 'id'), 'merchandise not found');
      continue;
    }
    lines.push({
      index, id: row.id, quantity: input.quantity, unitCents: applyDiscount(row.price_cents, row.discount), vat: row.vat_pct,
      taxIncluded: row.tax_included, shipping: row.is_shipping_article, ...(input.shipping_mode ? { mode: input.shipping_mode } : {}),
    });
  }
  shipping.forEach((article, offset) => lines.push({
    index: 1000 + offset, id: article.id, quantity: 1, unitCents: article.price_cents, vat: article.vat_pct, taxIncluded: article.tax_included, shipping: true,
  }));
  Object.assign(errors, await stockErrors(db, 'merchandises', lines, ctx.now));
  return {
    errors,
    subtotalCents: lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    async book(trx, orderId) {
      await requireStock(trx, 'merchandises', lines, ctx.now);
      for (const line of lines) {
        await insertOrderItem(trx, {
          order_id: orderId, type: 'Merchandise', price_cents: line.unitCents, vat_pct: line.vat, tax_included: line.taxIncluded,
          quantity: line.quantity, position: line.index,
          attributes: JSON.stringify({ merchandise_id: line.id, is_shipping_article: line.shipping, ...(line.mode ? { shipping_mode: line.mode } : {}) }),
        });
      }
    },
  };
}
