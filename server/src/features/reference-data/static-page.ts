import { offsetOf, meta, type Page } from '../../http/pagination';

/** Reference lists live in code, so `q` and paging happen in memory (same contract as requirements/api.md §1). */
export function staticPage<T extends { name: string }>(items: T[], { q, ...page }: Page & { q?: string }) {
  const needle = q?.trim().toLocaleLowerCase();
  const matching = needle ? items.filter((item) => item.name.toLocaleLowerCase().includes(needle)) : items;
  return { items: matching.slice(offsetOf(page), offsetOf(page) + page.per_page), meta: meta(matching.length, page) };
}
