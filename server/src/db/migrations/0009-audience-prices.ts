import { sql, type Kysely } from 'kysely';

/**
 * Special prices of events and tours (requirements/accounts.md §6, requirements/accounts.md §6): per price
 * target audience the prices that audience pays instead of the public ones,
 * `{"<audience id>": [price, …]}`. Each entry has the shape of a public price and names the
 * one it replaces by the same identity (scale_price_id, seat_category_id, price_surcharge_id;
 * none = the default price), so order items keep their ids whoever books. Kept as jsonb next
 * to `prices` rather than a table: the lists are small, read with the row, and reference
 * audiences that the account seed creates later (shared/audience-prices.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE events ADD COLUMN audience_prices jsonb NOT NULL DEFAULT '{}'
      CONSTRAINT events_audience_prices_object CHECK (jsonb_typeof(audience_prices) = 'object');
    ALTER TABLE tours ADD COLUMN audience_prices jsonb NOT NULL DEFAULT '{}'
      CONSTRAINT tours_audience_prices_object CHECK (jsonb_typeof(audience_prices) = 'object');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE events DROP COLUMN audience_prices;
    ALTER TABLE tours DROP COLUMN audience_prices;
  `.execute(db);
}
