import { sql, type Kysely } from 'kysely';

/**
 * VIP codes (requirements/annual-and-vip.md §2.2 'VIP area', requirements/annual-and-vip.md §7.2 'VIP'): a code moves the signed-in customer into a
 * price target audience. Codes are stored upper-case and compared that way, so visitors may type
 * them in any case; max_uses NULL means unlimited, valid_until NULL means open-ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vip_codes (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      code text NOT NULL CHECK (code = upper(code) AND length(code) BETWEEN 4 AND 64),
      price_target_audience_id integer NOT NULL,
      valid_until date,
      max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
      uses integer NOT NULL DEFAULT 0,
      UNIQUE (shop_id, code)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE vip_codes;`.execute(db);
}
