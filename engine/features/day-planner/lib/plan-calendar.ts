import { buildIcs } from './ics.ts';
import type { PlanOffer } from './plan-rules.ts';
import type { SavedPlan, SavedPlanItem } from './saved-plan.ts';

export interface SavedPlanInput {
  date: string;
  query: Record<string, string>;
  entry: { title: string; museumId: number | null; start: number; minutes: number };
  chosen: PlanOffer[];
  museumName: (id: number | null) => string | null;
  now: number;
}

/** The plan as it goes into the cart: the entry first, then the chosen items by start. */
export function savedPlanOf({ date, query, entry, chosen, museumName, now }: SavedPlanInput): SavedPlan {
  const first: SavedPlanItem = {
    key: `entry-${entry.start}`, kind: 'entry', title: entry.title, location: museumName(entry.museumId),
    start: entry.start, end: entry.start + entry.minutes * 60_000,
  };
  const rest = [...chosen].sort((a, b) => a.start - b.start)
    .map((offer): SavedPlanItem => ({ key: offer.key, kind: offer.kind, title: offer.title, location: museumName(offer.museumId), start: offer.start, end: offer.end }));
  return { date, query, savedAt: now, items: [first, ...rest] };
}

/** The calendar file of a plan; UIDs are stable per item, so importing twice updates instead of duplicating. */
export function planCalendar(plan: SavedPlan, host: string): string {
  return buildIcs(plan.items.map((item) => ({ uid: `${item.key}@${host}`, title: item.title, location: item.location, start: item.start, end: item.end })), plan.savedAt);
}
