import type { Db } from '../../db/connect';
import { dayOf } from '../../shared/berlin-time';
import { couponCode } from '../../shared/tokens';
import { issueCodes, listCoupons } from '../coupons/store';
import type { GoodsAttributes } from './order-item.schemas';
import { insertOrderItem } from './order-items.store';
import { addError, itemField, type OrderContext, type OrderPart } from './order-parts';
import type { Indexed } from './parse-items';
import { requireStock, stockErrors } from './stock-check';

interface CouponLine { index: number; id: number; quantity: number; unitCents: number; valueCents: number; voucherFor: number | null; mode?: string }

/** Coupons carry no VAT of their own: tax is due when the code is redeemed (multi-purpose voucher). */
const COUPON_VAT = '0';

/** Valid until the end of the third year after the purchase: the statutory limitation period (BGB §195, §199). */
function couponValidUntil(now: Date): string {
  return `${Number(dayOf(now).slice(0, 4)) + 3}-12-31`;
}

/**
 * Buying coupon products: each unit becomes a code (coupon_sales) linked to the order
 * item, worth value_cents, or a free ticket (is_voucher_for) for ticket coupons. The codes
 * work once the order is valid (code-status.ts). @see requirements/cart.md §3.6
 */
export async function planCouponProducts(db: Db, ctx: OrderContext, items: Indexed<GoodsAttributes>[]): Promise<OrderPart> {
  const rows = await listCoupons(db, ctx.shopId, items.map((item) => item.input.id));
  const errors: Record<string, string[]> = {};
  const lines: CouponLine[] = [];
  for (const { index, input } of items) {
    const row = rows.find((candidate) => candidate.id === input.id);
    if (!row) {
      addError(errors, itemField(index, 'id'), 'coupon not found');
      continue;
    }
    lines.push({
      index, id: row.id, quantity: input.quantity, unitCents: row.price_cents, valueCents: row.kind === 'value' ? row.value_cents ?? 0 : 0,
      voucherFor: row.kind === 'ticket' ? row.ticket_id : null, ...(input.shipping_mode ? { mode: input.shipping_mode } : {}),
    });
  }
  Object.assign(errors, await stockErrors(db, 'coupons', lines, ctx.now));
  return {
    errors,
    subtotalCents: lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    async book(trx, orderId) {
      await requireStock(trx, 'coupons', lines, ctx.now);
      for (const line of lines) await bookCouponLine(trx, ctx, orderId, line);
    },
  };
}

async function bookCouponLine(trx: Db, ctx: OrderContext, orderId: number, line: CouponLine) {
  const itemId = await insertOrderItem(trx, {
    order_id: orderId, type: 'Coupon', price_cents: line.unitCents, vat_pct: COUPON_VAT, tax_included: true, quantity: line.quantity,
    position: line.index, attributes: JSON.stringify({ coupon_id: line.id, ...(line.mode ? { shipping_mode: line.mode } : {}) }),
  });
  await issueCodes(trx, Array.from({ length: line.quantity }, () => ({
    shop_id: ctx.shopId, code: couponCode(), coupon_id: line.id, value_cents: line.valueCents, is_voucher_for: line.voucherFor,
    valid_until: couponValidUntil(ctx.now), order_item_id: itemId,
  })));
}

