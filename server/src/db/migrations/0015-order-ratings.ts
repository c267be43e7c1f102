import { sql, type Kysely } from 'kysely';

/**
 * Order ratings (PUT /orders/{id}/rate, requirements/checkout-and-orders.md §7.1; the payload is designed in
 * features/orders/rating.routes.ts): the buyer's 1–5 rating of the purchase and an
 * optional comment, one per order; rating again replaces it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN rating smallint CHECK (rating BETWEEN 1 AND 5),
      ADD COLUMN rating_comment text,
      ADD COLUMN rated_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN rating, DROP COLUMN rating_comment, DROP COLUMN rated_at;`.execute(db);
}
