import { sql, type Kysely } from 'kysely';

/**
 * Affiliate tracking (requirements/frame-and-routing.md §4.2, requirements/frame-and-routing.md §7.1): programmes a referral link names with ?at, and the
 * referrals tracked for them (ac = campaign). The order keeps {id, campaign} in its data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE affiliate_programs (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      token text NOT NULL,
      name text NOT NULL,
      active boolean NOT NULL DEFAULT true,
      UNIQUE (shop_id, token)
    );
    CREATE TABLE affiliate_referrals (
      id serial PRIMARY KEY,
      program_id integer NOT NULL REFERENCES affiliate_programs(id) ON DELETE CASCADE,
      campaign text,
      tracked_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE affiliate_referrals, affiliate_programs;`.execute(db);
}
