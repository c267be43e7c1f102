import type { OrderItem } from '../../../shared/cart-line/order-line.ts';

/**
 * requirements/accounts.md §2.2, requirements/checkout-and-orders.md §3.4: the thumbnail sits at orderable.product.picture.thumbnail; older answers put the
 * product under attributes, which stays as a fallback.
 */
export function itemThumbnail(item: Pick<OrderItem, 'orderable'> & { attributes: Pick<OrderItem['attributes'], 'product'> }): string | null {
  return item.orderable?.product?.picture?.thumbnail ?? item.attributes.product?.picture?.thumbnail ?? null;
}
