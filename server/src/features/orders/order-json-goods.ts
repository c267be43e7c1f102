import { textOrNull, type Lang } from '../../shared/localize';
import { orderableOf } from './order-json-pictures';
import { vatString } from './order-json-tickets';
import type { CouponItemRow, ItemCodeRow, MerchandiseItemRow } from './order-json.store';
import type { OrderItemJson } from './order.schemas';

/** Merchandise items (shipping articles included); shape designed here, like requirements/api.md §8.4. */
export function merchandiseItemsJson(rows: MerchandiseItemRow[], lang: Lang): OrderItemJson[] {
  return rows.map((row) => ({
    id: row.id, type: 'Merchandise' as const, price_cents: row.price_cents, vat_pct: vatString(row.vat_pct), tax_included: row.tax_included,
    ...orderableOf(row.picture),
    attributes: {
      id: row.id, merchandise_id: row.merchandise_id, title: textOrNull(row.title, lang), sub_title: textOrNull(row.sub_title, lang),
      description: textOrNull(row.description, lang),
      quantity: row.quantity, is_shipping_article: row.is_shipping_article,
    },
  }));
}

/** Coupon products bought with the order and the codes they became. */
export function couponItemsJson(rows: CouponItemRow[], codes: ItemCodeRow[], lang: Lang): OrderItemJson[] {
  return rows.map((row) => {
    const mine = codes.filter((code) => code.order_item_id === row.id).map((code) => code.code);
    return {
      id: row.id, type: 'Coupon' as const, price_cents: row.price_cents, vat_pct: vatString(row.vat_pct), tax_included: row.tax_included,
      attributes: {
        id: row.id, coupon_id: row.coupon_id, title: textOrNull(row.title, lang), description: textOrNull(row.description, lang),
        quantity: row.quantity, value_cents: row.kind === 'value' ? row.value_cents : null, ticket_id: row.ticket_id,
        is_voucher: row.kind === 'ticket', code: mine[0] ?? null, codes: mine,
      },
    };
  });
}
