import { presentText, type BookingSummary, type SummaryFact } from './booking-summary.ts';

/**
 * A ticket's museum (and exhibition) as a fact. Its own module, so the header's cart count, which
 * reads cart-line summaries on every first screen, does not carry it (issue 12 budgets).
 */
export function placeFact(museum: string | null | undefined, exhibition: string | null | undefined): SummaryFact[] {
  const name = presentText(museum);
  return name ? [{ kind: 'place', museum: name, exhibition: presentText(exhibition) }] : [];
}

/** A summary with its place first (the cart adds it from the names it read in the shown language). */
export function withPlace<T extends Pick<BookingSummary, 'facts'>>(summary: T, museum: string | null | undefined, exhibition: string | null | undefined): T {
  const place = placeFact(museum, exhibition);
  return place.length ? { ...summary, facts: [...place, ...summary.facts] } : summary;
}

/**
 * Bookings name their museum (and exhibition) only where they span more than one place (issue 19):
 * three 'Zeitfenster Erwachsene' from three houses must be told apart, one house needs no repeating.
 * Every list of bookings (cart, success page, account order, e-mail) passes its summaries through here.
 */
export function placesWhenMixed<T extends Pick<BookingSummary, 'facts'>>(summaries: T[]): T[] {
  const places = new Set(summaries.flatMap((summary) => summary.facts.flatMap((fact) => (fact.kind === 'place' ? [`${fact.museum}\u0000${fact.exhibition ?? ''}`] : []))));
  if (places.size > 1) return summaries;
  return summaries.map((summary) => (summary.facts.some((fact) => fact.kind === 'place') ? { ...summary, facts: summary.facts.filter((fact) => fact.kind !== 'place') } : summary));
}
