import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Orders per payment status, over every process: the payment outcomes as the database holds them. */
export async function ordersByPaymentStatus(db: Db): Promise<Array<{ payment_status: number; canceled: boolean; count: number }>> {
  const result = await sql<{ payment_status: number; canceled: boolean; count: number }>`
    select payment_status, canceled, count(*)::int as count from orders group by payment_status, canceled`.execute(db);
  return result.rows;
}
