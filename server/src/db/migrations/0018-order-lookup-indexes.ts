import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: every placed order is read back for its answer (orders/order-view.ts), and its ticket sales, barcodes
 * and bookings were found through columns without an index, so each answer scanned tables that grow with every
 * order sold (a sale day slowed down as it went). The ledger is also searched by order (recount, cancel) and by
 * hold token (consume, release). One index per foreign key that a hot path follows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS ticket_sales_order_item ON ticket_sales (order_item_id);
    CREATE INDEX IF NOT EXISTS barcodes_ticket_sale ON barcodes (ticket_sale_id);
    CREATE INDEX IF NOT EXISTS event_bookings_order_item ON event_bookings (order_item_id);
    CREATE INDEX IF NOT EXISTS tour_bookings_order_item ON tour_bookings (order_item_id);
    CREATE INDEX IF NOT EXISTS coupon_sales_order_item ON coupon_sales (order_item_id);
    CREATE INDEX IF NOT EXISTS quota_usages_order ON quota_usages (order_id) WHERE order_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS quota_usages_reservation ON quota_usages (reservation_token) WHERE reservation_token IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS ticket_sales_order_item; DROP INDEX IF EXISTS barcodes_ticket_sale; DROP INDEX IF EXISTS event_bookings_order_item;
    DROP INDEX IF EXISTS tour_bookings_order_item; DROP INDEX IF EXISTS coupon_sales_order_item; DROP INDEX IF EXISTS quota_usages_order;
    DROP INDEX IF EXISTS quota_usages_reservation;
  `.execute(db);
}
