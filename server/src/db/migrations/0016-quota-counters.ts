import { sql, type Kysely } from 'kysely';

/**
 * One counter row per quota and slot that holds and orders write (features/capacity/counters.store.ts):
 * an order takes places with one conditional UPDATE on this row instead of an advisory lock
 * and a recount of the ledger. `used` never falls below the places that still count
 * (quota_usages, read with the clock); when it looks full it is recounted under the row lock.
 * Existing ledger rows are summed in, so the counters start as an upper bound.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE quota_counters (
      quota_id integer NOT NULL REFERENCES quotas(id) ON DELETE CASCADE,
      start_at timestamptz NOT NULL,
      used integer NOT NULL CHECK (used >= 0),
      PRIMARY KEY (quota_id, start_at)
    );
    INSERT INTO quota_counters (quota_id, start_at, used)
      SELECT quota_id, start_at, sum(quantity) FROM quota_usages GROUP BY quota_id, start_at;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE quota_counters;`.execute(db);
}
