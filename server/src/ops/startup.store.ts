import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Any fixed number: the advisory lock that lets one starter at a time migrate and seed. */
const STARTUP_LOCK = 7_416_016;

/**
 * Runs `work` while holding a session advisory lock on one pooled connection, so processes
 * (workers of one machine, or several machines) starting at once migrate and seed one after
 * the other: the second finds the schema current and the demo data present. The work itself
 * uses other connections of the pool, so it needs a pool of at least two (PostgreSQL only;
 * the embedded database has one connection and one process, and needs no lock).
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
