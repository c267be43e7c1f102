import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** One round trip: the database answers queries (the pool can hand out a connection). */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
