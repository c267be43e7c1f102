import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/** total_count for `meta` (ENDPOINTS.md §1): the filtered query without order and page. */
export async function countOf<TB extends keyof Database, O>(base: SelectQueryBuilder<Database, TB, O>): Promise<number> {
  const row = await base
    .clearSelect()
    .select(sql<string>`count(*)`.as('total'))
    .executeTakeFirst();
  return Number((row as { total?: string } | undefined)?.total ?? 0);
}
