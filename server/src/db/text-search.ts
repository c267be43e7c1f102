import { sql, type Expression, type SqlBool } from 'kysely';

/** `%` and `_` in the visitor's text are literal characters, not wildcards; NUL cannot be sent to PostgreSQL. */
function likePattern(q: string): string {
  return `%${q.replaceAll('\0', '').replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * requirements/api.md §1.6 `q`: case-insensitive match in any locale of the given localized
 * jsonb columns, so a visitor finds "Führung" while browsing in English.
 */
export function textSearch(q: string, columns: readonly string[]): Expression<SqlBool> {
  const pattern = likePattern(q.trim());
  const matches = columns.map(
    (column) => sql<SqlBool>`exists (select 1 from jsonb_each_text(${sql.ref(column)}) as t(locale, text) where t.text ilike ${pattern})`,
  );
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}
