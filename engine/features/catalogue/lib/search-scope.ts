/** The kinds of results the search page lists (requirements/catalogue.md §2.5). */
export type SearchKind = 'exhibitions' | 'events' | 'tours';

const KINDS: readonly SearchKind[] = ['exhibitions', 'events', 'tours'];

/**
 * requirements/catalogue.md §2.5: the results route takes q and initializeScope. The spec leaves its values open; the
 * project reads it as the kind the page opens on (all its results, the others left out). Anything else: every kind.
 */
export function searchScope(value: string | null): SearchKind | null {
  return KINDS.find((kind) => kind === value) ?? null;
}
