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
