import type { Localized } from '../../db/schema';
import { textOrNull, type Lang } from '../../shared/localize';
import type { TicketPlaces } from './order-json-pictures';

interface PlaceTitle { id: number; title: Localized }

/** A ticket item's place in the shown language (issue 19): ids and titles, null where the ticket names none. */
export interface TicketPlaceJson { museum_id: number | null; museum: string | null; exhibition_id: number | null; exhibition: string | null }

/**
 * Order items name their ticket's museum and exhibition, so the success page, the account and the
 * e-mail can tell three 'Zeitfenster Erwachsene' from three houses apart, as the cart does
 * (engine/features/cart/lib/cart-labels.ts). A ticket valid in several museums (an annual card) names
 * none of them: one would mislead; the same holds for several exhibitions.
 */
export function ticketPlaceLookup(places: { exhibitions: PlaceTitle[]; museums: PlaceTitle[] }): (ticket: TicketPlaces, lang: Lang) => TicketPlaceJson {
  const only = (rows: PlaceTitle[], ids: number[]) => (ids.length === 1 ? rows.find((row) => row.id === ids[0]) ?? null : null);
  return (ticket, lang) => {
    const museum = only(places.museums, ticket.museum_ids);
    const exhibition = only(places.exhibitions, ticket.exhibition_ids);
    return {
      museum_id: museum?.id ?? null, museum: museum ? textOrNull(museum.title, lang) : null,
      exhibition_id: exhibition?.id ?? null, exhibition: exhibition ? textOrNull(exhibition.title, lang) : null,
    };
  };
}
