import { sql, type Expression, type SqlBool } from 'kysely';
import { textSearch } from '../../db/text-search';
import { idsOf } from '../../http/id-filters';
import type { OfferQuery } from './offer-filters.schemas';

type TagFilter = 'by_age_group_ids' | 'by_audience_ids' | 'by_catch_word_ids' | 'by_disablement_ids' | 'by_grade_ids' | 'by_proposal_category_ids';
const TAG_FILTERS: TagFilter[] = ['by_age_group_ids', 'by_audience_ids', 'by_catch_word_ids', 'by_disablement_ids', 'by_grade_ids', 'by_proposal_category_ids'];

const overlaps = (columns: readonly string[], ids: number[]) =>
  sql<SqlBool>`(${sql.join(columns.map((column) => sql`${sql.ref(column)} && ARRAY[${sql.join(ids)}]::int[]`), sql` or `)})`;
const oneOf = (column: string, ids: number[]) => sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})`;
const is = (column: string, value: boolean) => sql<SqlBool>`${sql.ref(column)} = ${value}`;

/**
 * The WHERE parts for an offer list; `tagColumns` names extra id columns a tag filter also
 * matches (tours keep age groups and grades in their own columns as well as in tag_ids).
 */
export function offerFilters(query: OfferQuery, tagColumns: Partial<Record<TagFilter, string[]>> = {}): Expression<SqlBool>[] {
  const filters: Expression<SqlBool>[] = [];
  if (query.q) filters.push(textSearch(query.q, ['title', 'sub_title']));
  if (query.by_featured !== undefined) filters.push(is('featured', query.by_featured));
  if (query.by_bookable !== undefined) filters.push(is('bookable', query.by_bookable));
  const scalar = { by_museum_ids: 'museum_id', by_exhibition_ids: 'exhibition_id', by_category_ids: 'category_id' } as const;
  for (const [name, column] of Object.entries(scalar) as [keyof typeof scalar, string][]) {
    const ids = idsOf(query, name);
    if (ids) filters.push(oneOf(column, ids));
  }
  const languages = idsOf(query, 'by_language_ids');
  if (languages) filters.push(overlaps(['language_ids'], languages));
  for (const name of TAG_FILTERS) {
    const ids = idsOf(query, name);
    if (ids) filters.push(overlaps(['tag_ids', ...(tagColumns[name] ?? [])], ids));
  }
  return filters;
}
