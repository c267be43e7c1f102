/** The first `limit` items and whether a 'more' link is due (requirements/catalogue.md §2: cards and related lists). */
export interface TakenItems<T> {
  shown: T[];
  more: boolean;
  total: number;
}

/** A limit of 0 shows nothing; the 'more' link appears only when something was left out. */
export function takeWithMore<T>(items: readonly T[] | undefined, limit: number): TakenItems<T> {
  const all = items ?? [];
  const count = Math.max(0, Math.floor(limit));
  return { shown: all.slice(0, count), more: all.length > count, total: all.length };
}
