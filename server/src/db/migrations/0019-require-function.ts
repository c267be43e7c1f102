import { sql, type Kysely } from 'kysely';

/**
 * Issue 16: a ticket order without holds is placed by one statement (features/orders/ticket-order.store.ts), so the
 * hot slot's counter row is locked only inside the database, never across a round trip to the API. One statement
 * has no place for an `if`: `shop_require(ok, message)` fails it (SQLSTATE SH422) when a counter lacked places, and
 * the failed statement leaves nothing behind. The API then takes the slow path, which recounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION shop_require(ok boolean, message text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      IF ok IS NOT TRUE THEN
        RAISE EXCEPTION USING ERRCODE = 'SH422', MESSAGE = message;
      END IF;
      RETURN true;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION shop_require(boolean, text);`.execute(db);
}
