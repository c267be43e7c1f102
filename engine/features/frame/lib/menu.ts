export interface MenuSlice<T> {
  shown: T[];
  /** The count for 'view all (count)', or null when everything fits. */
  viewAllCount: number | null;
}

/**
 * requirements/frame-and-routing.md §2.2: show up to the page size; when the server has more, offer 'view all' with
 * meta.total_count. A size of 0 makes the entry a plain link, decided by the caller.
 */
export function sliceMenu<T>(items: readonly T[], total: number, pageSize: number): MenuSlice<T> {
  const available = Math.max(total, items.length);
  return { shown: items.slice(0, Math.max(0, pageSize)), viewAllCount: available > pageSize ? available : null };
}

/** The museums dropdown exists only for a group of museums. */
export function showMuseumMenu(enabled: boolean, museumCount: number | undefined): boolean {
  return enabled && (museumCount ?? 0) > 1;
}
