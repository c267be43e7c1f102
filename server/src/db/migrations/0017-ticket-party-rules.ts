import { sql, type Kysely } from 'kysely';

/**
 * Issue 18, the party calculator: who one unit of a ticket admits, as slots
 * `[{ kind: 'adult' | 'reduced' | 'child', min, max, min_age?, max_age? }]` (a family ticket:
 * two adults and up to three children). NULL: not described, the calculator leaves the ticket out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tickets ADD COLUMN party_rules jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tickets DROP COLUMN party_rules`.execute(db);
}
