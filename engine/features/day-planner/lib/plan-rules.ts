import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';

/** One tour start or event date the visitor may add to the day (instants in ms). */
export interface PlanOffer {
  /** Unique per offer: kind, id and start. */
  key: string;
  kind: 'tour' | 'event';
  /** Tour id, or the event DATE id (what the order books). */
  id: number;
  /** The event of a date (its detail is read under the event). */
  eventId?: number;
  title: string;
  museumId: number | null;
  start: number;
  end: number;
}

/** The chosen entry slot: where and when the visitor enters. */
export interface PlanEntry {
  museumId: number | null;
  start: number;
}

/** The Berlin day of `date` as [start, end) in ms: 23 hours on the spring DST day, 25 in autumn. */
export function dayBounds(date: string, timezone = DEFAULT_TIMEZONE): { start: number; end: number } {
  const start = dayjs.tz(`${date} 00:00`, timezone);
  return { start: start.valueOf(), end: dayjs.tz(`${start.add(1, 'day').format('YYYY-MM-DD')} 00:00`, timezone).valueOf() };
}

/**
 * Minutes needed to get from one museum to the other: none within a museum (or where a museum is
 * unknown, e.g. a shop without museums), the shop's walking time between two different ones.
 */
export function walkMinutes(from: number | null, to: number | null, walkingMinutes: number): number {
  return from === null || to === null || from === to ? 0 : walkingMinutes;
}

const MINUTE = 60_000;

/** The entry comes first: an item starts no earlier than the entry plus the walk to its museum. */
export function fitsAfterEntry(entry: PlanEntry, offer: PlanOffer, walkingMinutes: number): boolean {
  return offer.start >= entry.start + walkMinutes(entry.museumId, offer.museumId, walkingMinutes) * MINUTE;
}

/**
 * Two items clash when they overlap, or when the gap between them is shorter than the walk between
 * their museums. Back to back in the same museum is fine (end is exclusive).
 */
export function clashes(a: PlanOffer, b: PlanOffer, walkingMinutes: number): boolean {
  const [first, second] = a.start <= b.start ? [a, b] : [b, a];
  return second.start < first.end + walkMinutes(first.museumId, second.museumId, walkingMinutes) * MINUTE;
}

/** Offers that fit the day on their own: on the entry's Berlin day (start and end), after the entry. */
export function fittingOffers(entry: PlanEntry, offers: PlanOffer[], date: string, walkingMinutes: number): PlanOffer[] {
  const day = dayBounds(date);
  return offers
    .filter((offer) => offer.start >= day.start && offer.end <= day.end && offer.end > offer.start)
    .filter((offer) => fitsAfterEntry(entry, offer, walkingMinutes))
    .sort((a, b) => a.start - b.start || a.title.localeCompare(b.title));
}

/** The chosen item an offer clashes with (so the screen can say which), or undefined when it fits the plan. */
export function clashWith(offer: PlanOffer, chosen: PlanOffer[], walkingMinutes: number): PlanOffer | undefined {
  return chosen.find((item) => item.key !== offer.key && clashes(item, offer, walkingMinutes));
}

/** A tour of the same tour or the same event date counts once: the plan holds one start of each. */
const sameProduct = (a: PlanOffer, b: PlanOffer) => a.kind === b.kind && a.id === b.id;

/** Toggles an offer in the plan; an added offer replaces another start of the same tour. */
export function togglePlanItem(chosen: PlanOffer[], offer: PlanOffer): PlanOffer[] {
  if (chosen.some((item) => item.key === offer.key)) return chosen.filter((item) => item.key !== offer.key);
  return [...chosen.filter((item) => !sameProduct(item, offer)), offer].sort((a, b) => a.start - b.start);
}
