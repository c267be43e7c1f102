import type { Db } from '../../db/connect';
import { isoBerlin } from '../../shared/berlin-time';
import { demandsOf } from '../capacity/capacity';
import { lockAndFindShortages } from '../capacity/capacity-guard';
import { isAlive } from './holds';
import { ApiError } from '../../http/api-error';

export interface HoldRow {
  token: string; ticket_id: number; quantity: number; start_at: Date; valid_until: Date; hard_expires_at: Date;
}

export const holdJson = (row: HoldRow) => ({
  token: row.token, quantity: row.quantity, ticket_id: row.ticket_id,
  start_at: isoBerlin(new Date(row.start_at)), valid_until: isoBerlin(new Date(row.valid_until)),
});

/** A live, unconsumed hold of the shop; 404 otherwise, or 422 when `expiredIs422` and it ran out. */
export async function findHold(db: Db, shopId: number, token: string, now: Date, expiredIs422 = false): Promise<HoldRow> {
  const row = await db.selectFrom('reservations')
    .select(['token', 'ticket_id', 'quantity', 'start_at', 'valid_until', 'hard_expires_at'])
    .where('shop_id', '=', shopId).where('token', '=', token).where('consumed_by_order_id', 'is', null)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('Reservation');
  if (!isAlive(new Date(row.valid_until), now)) {
    if (expiredIs422) throw ApiError.invalid('Reservation expired', { token: ['has expired; create a new reservation'] });
    throw ApiError.notFound('Reservation');
  }
  return row;
}

/** Locks the places a hold needs and throws 422 "No capacity left" when they are not free. */
export async function requirePlaces(
  trx: Db, demands: ReturnType<typeof demandsOf>, now: Date, ownTokens: string[], field: string,
): Promise<void> {
  const shortages = await lockAndFindShortages(trx, demands, now, ownTokens);
  const first = shortages[0];
  if (!first) return;
  const free = Math.min(...shortages.map((shortage) => shortage.free));
  throw ApiError.invalid(`No capacity left for this time: ${free} places free`, { [field]: [`only ${free} places are left`] });
}
