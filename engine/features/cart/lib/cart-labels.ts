import { placeFact, placesWhenMixed } from '../../../../booking-summary/places.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';

/** What a cart row reads anew in the shown language: the ticket's name and its place. */
export interface CartLabel {
  name: string | null;
  museum: string | null;
  exhibition: string | null;
}

/** The API answers the labels come from (GET /tickets?by_ticket_ids[], /museums, /exhibitions) in the shown language. */
export interface LabelSources {
  tickets: { id: number; title?: string | null; museum_ids: number[]; exhibition_ids: number[] }[];
  museums: { id: number; title: string }[];
  exhibitions: { id: number; title: string }[];
}

const titleOf = (rows: { id: number; title: string }[], ids: number[]) => (ids.length === 1 ? rows.find((row) => row.id === ids[0])?.title ?? null : null);

/**
 * Per cart line (same order), its ticket's name in the shown language — a cart stored in German
 * follows a switch to English (issue 19) — and its museum and exhibition where the tickets come from
 * more than one place (placesWhenMixed, the booking model's rule). A ticket valid in several museums
 * (an annual card) names none. Lines that are not tickets, or unknown tickets, keep what they stored.
 */
export function cartLabels(items: CartItem[], sources: LabelSources): (CartLabel | null)[] {
  const labels = items.map((item): CartLabel | null => {
    const ticket = item.type === 'Ticket' ? sources.tickets.find((candidate) => candidate.id === item.attributes.id) : undefined;
    if (!ticket) return null;
    return { name: ticket.title || null, museum: titleOf(sources.museums, ticket.museum_ids), exhibition: titleOf(sources.exhibitions, ticket.exhibition_ids) };
  });
  const places = placesWhenMixed(labels.map((label) => ({ facts: placeFact(label?.museum, label?.exhibition) })));
  return labels.map((label, index) => (label && places[index]!.facts.length === 0 ? { ...label, museum: null, exhibition: null } : label));
}
