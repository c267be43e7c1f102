import { sql, type Kysely } from 'kysely';

/**
 * Seat holds (requirements/events-and-seats.md §4.2 Seats, requirements/events-and-seats.md §6, requirements/events-and-seats.md §7.2 blockings): a signed-in customer holds a seat from
 * the moment it is picked on the plan until the hold expires or the order books it. One row per
 * seat and date: the primary key is what stops two customers from holding the same seat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE seat_holds (
      date_id integer NOT NULL REFERENCES event_dates(id) ON DELETE CASCADE,
      seat_id integer NOT NULL,
      customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (date_id, seat_id)
    );
    CREATE INDEX seat_holds_customer ON seat_holds(customer_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE seat_holds;`.execute(db);
}
