import type { Localized } from '../db/schema';
import { applyDiscount } from './pricing';

/** A price of events.prices (requirements/api.md §6.6): a default price has no scale_price_id. */
export interface EventPrice {
  scale_price_id?: number; title?: Localized; description?: Localized; group?: boolean; optional?: boolean;
  price_cents: number; vat_pct?: number; seat_category_id?: number; seat_category_title?: Localized;
}

export interface PriceLine {
  scale_price_id: number | null; title: Localized; description: Localized; quantity: number; price_cents: number;
  /** Kept with the order so every reader shows a group price once (requirements/cart.md §9.1). */
  group: boolean;
  /** Tours: a surcharge rather than a participant price. */
  surcharge?: boolean;
}

/**
 * One line per price used: a group price counts once whatever the number of persons, others
 * price × persons; the event's discount applies to each price. @see requirements/cart.md §9.1
 */
export function priceLine(price: EventPrice, persons: number, discount: number): PriceLine {
  return {
    scale_price_id: price.scale_price_id ?? null, title: price.title ?? {}, description: price.description ?? {},
    quantity: price.group ? 1 : persons, price_cents: applyDiscount(price.price_cents, discount), group: !!price.group,
  };
}

export const linesTotal = (lines: PriceLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.price_cents, 0);
