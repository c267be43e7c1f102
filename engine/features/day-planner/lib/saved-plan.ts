import { buildIcs } from './ics.ts';
import type { PlanOffer } from './plan-rules.ts';

/** One booked item of the remembered plan, as the plan page and the calendar file show it. */
export interface SavedPlanItem {
  key: string;
  kind: 'entry' | 'tour' | 'event';
  title: string;
  location: string | null;
  start: number;
  end: number;
}

/** The plan put into the cart last (browser storage `<prefix>.dayPlan`). */
export interface SavedPlan {
  date: string;
  /** The plan page's query (group, museum_id, date, time), so the cart can link back to it. */
  query: Record<string, string>;
  /** When it went into the cart (ms): the calendar's DTSTAMP. */
  savedAt: number;
  items: SavedPlanItem[];
}

const isItem = (value: unknown): value is SavedPlanItem => {
  const item = value as SavedPlanItem;
  return typeof item === 'object' && item !== null && typeof item.key === 'string' && ['entry', 'tour', 'event'].includes(item.kind)
    && typeof item.title === 'string' && (item.location === null || typeof item.location === 'string')
    && Number.isFinite(item.start) && Number.isFinite(item.end);
};

/** Storage can hold anything (an older shop version, a hand edit): only a well-formed plan is used. */
export function isSavedPlan(value: unknown): value is SavedPlan {
  const plan = value as SavedPlan;
  return typeof plan === 'object' && plan !== null && typeof plan.date === 'string' && Number.isFinite(plan.savedAt)
    && typeof plan.query === 'object' && plan.query !== null && Object.values(plan.query).every((value) => typeof value === 'string')
    && Array.isArray(plan.items) && plan.items.every(isItem);
}

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
