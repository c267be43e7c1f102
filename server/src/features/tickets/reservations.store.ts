import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { urlSafeToken } from '../../shared/tokens';
import type { QuotaDemand } from '../capacity/capacity';
import { releaseHoldPlaces, requirePlaces, takePlaces } from '../capacity/store';
import { HOLD_MAX_MS, holdUntil, isAlive } from './holds';
import type { HoldRow } from './reservation-json';

const HOLD_COLUMNS = ['token', 'ticket_id', 'quantity', 'start_at', 'valid_until', 'hard_expires_at'] as const;

/** A live, unconsumed hold of the shop; 404 otherwise, or 422 when `expiredIs422` and it ran out. */
export async function findHold(db: Db, shopId: number, token: string, now: Date, expiredIs422 = false): Promise<HoldRow> {
  const row = await db.selectFrom('reservations')
    .select(HOLD_COLUMNS)
    .where('shop_id', '=', shopId).where('token', '=', token).where('consumed_by_order_id', 'is', null)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('Reservation');
  if (!isAlive(new Date(row.valid_until), now)) {
    if (expiredIs422) throw ApiError.invalid('Reservation expired', { token: ['has expired; create a new reservation'] });
    throw ApiError.notFound('Reservation');
  }
  return row;
}

export interface NewHold { shopId: number; ticketId: number; quantity: number; startAt: Date; now: Date }

/** A new hold, only if its places are free under the quota locks (422 otherwise). */
export function createHold(db: Db, hold: NewHold, demands: QuotaDemand[]): Promise<HoldRow> {
  const { now } = hold;
  return db.transaction().execute(async (trx) => {
    await requirePlaces(trx, demands, now, [], 'reservation.quantity');
    const token = urlSafeToken();
    const row = await trx.insertInto('reservations').values({
      token, shop_id: hold.shopId, ticket_id: hold.ticketId, quantity: hold.quantity, start_at: hold.startAt,
      valid_until: holdUntil(now), hard_expires_at: new Date(now.getTime() + HOLD_MAX_MS),
    }).returning(HOLD_COLUMNS).executeTakeFirstOrThrow();
    await takePlaces(trx, demands, { reservation_token: token });
    return row;
  });
}

/** A new quantity and validity for a hold; its own places count as free to itself. */
export function resizeHold(db: Db, token: string, change: { quantity: number; validUntil: Date; now: Date }, demands: QuotaDemand[]): Promise<HoldRow> {
  return db.transaction().execute(async (trx) => {
    // The hold's own places count as free to itself, so growing 2 → 3 needs one more place.
    await requirePlaces(trx, demands, change.now, [token], 'reservation.quantity');
    await releaseHoldPlaces(trx, [token]);
    await takePlaces(trx, demands, { reservation_token: token });
    return trx.updateTable('reservations')
      .set({ quantity: change.quantity, valid_until: change.validUntil })
      .where('token', '=', token)
      .returning(HOLD_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function deleteHold(db: Db, token: string): Promise<void> {
  await db.deleteFrom('reservations').where('token', '=', token).execute();
}

/** Inside the order's transaction: the caller's live holds become part of the order and free their own ledger rows. */
export async function consumeHolds(trx: Db, tokens: string[], orderId: number, now: Date): Promise<void> {
  if (tokens.length === 0) return;
  const consumed = await trx.updateTable('reservations').set({ consumed_by_order_id: orderId })
    .where('token', 'in', tokens).where('consumed_by_order_id', 'is', null).where('valid_until', '>', now)
    .returning('token').execute();
  await releaseHoldPlaces(trx, consumed.map((row) => row.token));
}
