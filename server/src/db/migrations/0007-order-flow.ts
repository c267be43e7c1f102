import { sql, type Kysely } from 'kysely';

/**
 * The order flow of requirements/cart.md §3.5-3.6, requirements/checkout-and-orders.md §3.1: donations per order, and the coupon codes an
 * order redeems. A redemption reserves its amount while the order is live (paid, valid or
 * inside its payment window) and is debited from the code once the order becomes valid
 * (applied_at), so a failed or expired order gives its amount back without a clean-up job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE order_donations (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      donation_campaign_id integer NOT NULL REFERENCES donation_campaigns(id),
      donation_cents integer NOT NULL CHECK (donation_cents > 0)
    );
    CREATE INDEX order_donations_order ON order_donations(order_id);

    CREATE TABLE coupon_redemptions (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      coupon_sale_id integer NOT NULL REFERENCES coupon_sales(id),
      amount_cents integer NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
      applied_at timestamptz
    );
    CREATE INDEX coupon_redemptions_sale ON coupon_redemptions(coupon_sale_id);
    CREATE INDEX coupon_redemptions_order ON coupon_redemptions(order_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE coupon_redemptions, order_donations;`.execute(db);
}
