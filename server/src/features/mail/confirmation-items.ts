import { orderItemSummaries } from '../../../../booking-summary/order-item-summary';
import { bookingLines } from '../../shared/booking-lines';
import type { OrderItemJson } from '../orders/order.schemas';
import type { ConfirmationItem } from './order-confirmation';

/**
 * The order's lines for the confirmation e-mail, from the same booking summary the shop's cart,
 * success page and account show (booking-summary/): seats, participants, equipment and prices alike.
 */
export function confirmationItems(items: OrderItemJson[], { locale, currency }: { locale: string; currency: string }): ConfirmationItem[] {
  const summaries = orderItemSummaries(items);
  return items.map((item, index) => {
    const summary = summaries[index]!;
    const lines = bookingLines(summary, { locale, currency });
    return {
      title: summary.title || item.type, count: lines.count, totalCents: summary.totalCents,
      details: [...lines.facts, ...lines.prices.map((price) => `${price.label}  ${price.amount}`), ...(lines.description ? [lines.description] : [])],
    };
  });
}
