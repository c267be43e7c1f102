import { sql, type SelectQueryBuilder, type Selectable } from 'kysely';
import { offsetOf, type Page } from '../http/pagination';
import type { Database } from './schema';

/** total_count for `meta` (requirements/api.md §1.5): the filtered query without order and page. */
async function countOf<TB extends keyof Database, O>(base: SelectQueryBuilder<Database, TB, O>): Promise<number> {
  const row = await base
    .clearSelect()
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number((row as { total?: string } | undefined)?.total ?? 0);
}

/** The tables the catalogue lists in the operator's order (position, then id). */
type Positioned = 'museums' | 'exhibitions' | 'merchandises' | 'coupons' | 'events' | 'tours';

/** The filtered rows' total and one page of them, in the operator's order. */
export async function pageByPosition<T extends Positioned>(base: SelectQueryBuilder<Database, T, object>, page: Page) {
  const ordered = (base as unknown as SelectQueryBuilder<Database, Positioned, object>)
    .selectAll().orderBy('position').orderBy('id').limit(page.per_page).offset(offsetOf(page));
  const [total, rows] = await Promise.all([countOf(base), ordered.execute()]);
  return { total, rows: rows as Selectable<Database[T]>[] };
}
