import { sql, type Kysely } from 'kysely';

/**
 * The built-in queue service behind the waiting room (requirements/waiting-room.md §4, requirements/waiting-room.md §7.1 'Waiting room'): one row
 * per visitor token (stored hashed, as customer tokens are). Rows of visitors who left or went idle
 * stay until a day has passed, then enter() sweeps them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE queue_visitors (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      entered_at timestamptz NOT NULL,
      admitted_at timestamptz,
      seen_at timestamptz NOT NULL,
      left_at timestamptz
    );
    CREATE INDEX queue_visitors_shop ON queue_visitors (shop_id) WHERE left_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE queue_visitors;`.execute(db);
}
