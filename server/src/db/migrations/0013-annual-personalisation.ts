import { sql, type Kysely } from 'kysely';

/**
 * Annual ticket personalisation (requirements/annual-and-vip.md §4.1 'Annual personalisation', requirements/api.md §9):
 * one slot per unit of an annual ticket sale, pointing at a holder customer and address, with
 * an optional photo kept in the database. Holders are found by a random personalization_token;
 * created_for_order_id remembers which order's token created a holder, so only those (and the
 * buyer) may be edited with that token. Slots are created lazily, hence UNIQUE (sale, position).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tickets
      ADD COLUMN photo_mandatory text NOT NULL DEFAULT 'optional' CHECK (photo_mandatory IN ('mandatory', 'optional', 'none'));
    ALTER TABLE ticket_sales
      ADD COLUMN sent_at timestamptz,
      ADD COLUMN status text NOT NULL DEFAULT 'ready_to_send' CHECK (status IN ('ready_to_send', 'sent'));
    ALTER TABLE customers
      ADD COLUMN personalization_token text,
      ADD COLUMN created_for_order_id integer REFERENCES orders(id) ON DELETE SET NULL;
    CREATE UNIQUE INDEX customers_personalization_token ON customers (personalization_token) WHERE personalization_token IS NOT NULL;
    CREATE INDEX customers_created_for_order ON customers (created_for_order_id) WHERE created_for_order_id IS NOT NULL;
    CREATE TABLE annual_personalizations (
      id serial PRIMARY KEY,
      ticket_sale_id integer NOT NULL REFERENCES ticket_sales(id) ON DELETE CASCADE,
      position integer NOT NULL CHECK (position > 0),
      customer_id integer REFERENCES customers(id) ON DELETE SET NULL,
      address_id integer REFERENCES customer_addresses(id) ON DELETE SET NULL,
      dispatch_mode_id integer,
      photo bytea,
      photo_content_type text,
      photo_updated_at timestamptz,
      UNIQUE (ticket_sale_id, position)
    );
    -- One person holds at most one card of a sale, also under concurrent requests.
    CREATE UNIQUE INDEX annual_personalizations_holder ON annual_personalizations (ticket_sale_id, customer_id) WHERE customer_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE annual_personalizations;
    DROP INDEX customers_created_for_order;
    DROP INDEX customers_personalization_token;
    ALTER TABLE customers DROP COLUMN created_for_order_id, DROP COLUMN personalization_token;
    ALTER TABLE ticket_sales DROP COLUMN status, DROP COLUMN sent_at;
    ALTER TABLE tickets DROP COLUMN photo_mandatory;
  `.execute(db);
}
