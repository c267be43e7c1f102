import type { Localized, Location } from '../../db/schema';
import { isoBerlin } from '../../shared/berlin-time';
import { textOrNull, type Lang } from '../../shared/localize';
import { orderableOf } from './order-json-pictures';
import { vatString } from './order-json-tickets';
import type { EventItemRow, TourItemRow } from './order-json.store';
import type { OrderItemJson } from './order.schemas';
import { locationJson } from '../catalogue/location-json';

/**
 * What an Event or Tour order item keeps of its price lines (orders/event-part.ts, tour-part.ts): a group
 * price counts once, a tour surcharge is marked (orders placed before these flags read as neither).
 */
export interface StoredPriceLine {
  scale_price_id?: number | null; title: Localized; description?: Localized; quantity: number; price_cents: number; group?: boolean; surcharge?: boolean;
}
interface StoredSeat { seat_id: number; scale_price_id: number | null; title: Localized; category?: Localized | null; price_title?: Localized | null }
interface TourEquipment { id: number; title?: Localized }

/** Event items in the requirements/api.md §8.4 shape plus the price lines (quantities) and seats. */
export function eventItemsJson(rows: EventItemRow[], lang: Lang): OrderItemJson[] {
  return rows.map((row) => {
    const stored = row.attributes as { quantities?: StoredPriceLine[]; seats?: StoredSeat[] };
    return {
      id: row.id, type: 'Event' as const, price_cents: row.price_cents, vat_pct: vatString(row.vat_pct), tax_included: row.tax_included,
      ...orderableOf(row.picture),
      attributes: {
        id: row.booking_id, date_id: row.date_id, event_id: row.event_id, start_time: isoBerlin(new Date(row.start_time)),
        title: textOrNull(row.date_title, lang) ?? textOrNull(row.title, lang), quantity: row.quantity, location: locationJson(row.location as Location | null),
        language: textOrNull(row.language, lang),
        quantities: (stored.quantities ?? []).map((line) => ({
          scale_price_id: line.scale_price_id ?? null, title: textOrNull(line.title, lang), quantity: line.quantity, price_cents: line.price_cents, group: !!line.group,
        })),
        seats: (stored.seats ?? []).map((seat) => ({
          seat_id: seat.seat_id, title: textOrNull(seat.title, lang), scale_price_id: seat.scale_price_id,
          category: textOrNull(seat.category, lang), price_title: textOrNull(seat.price_title, lang),
        })),
      },
    };
  });
}

/** Tour items in the requirements/api.md §8.4 shape (language and age group as names) plus grade and equipment. */
export function tourItemsJson(rows: TourItemRow[], lang: Lang): OrderItemJson[] {
  return rows.map((row) => {
    const stored = row.attributes as { prices?: StoredPriceLine[] };
    const pieces = row.tour_equipment as unknown as TourEquipment[];
    return {
      id: row.id, type: 'Tour' as const, price_cents: row.price_cents, vat_pct: vatString(row.vat_pct), tax_included: row.tax_included,
      ...orderableOf(row.picture),
      attributes: {
        id: row.booking_id, title: textOrNull(row.title, lang), tour_id: row.tour_id, start_time: isoBerlin(new Date(row.start_time)),
        participants: row.participants, language: textOrNull(row.language, lang), age_group: textOrNull(row.age_group, lang),
        grade: textOrNull(row.grade, lang),
        prices: (stored.prices ?? []).map((line) => ({
          title: textOrNull(line.title, lang), description: textOrNull(line.description, lang), total_price_cents: line.price_cents * line.quantity,
          quantity: line.quantity, price_cents: line.price_cents, group: !!line.group, surcharge: !!line.surcharge,
        })),
        location: locationJson(row.location as Location | null),
        equipment: (row.equipment as { id: number; quantity: number }[]).map((piece) => ({
          ...piece, title: textOrNull(pieces.find((candidate) => candidate.id === piece.id)?.title, lang),
        })),
      },
    };
  });
}
