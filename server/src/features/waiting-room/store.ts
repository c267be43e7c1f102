import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { hashSecret, newSecret } from '../account/secret-token';
import { admit, expireIdle, type Admission, type QueueEntry, type QueueRules } from './admission';

const DAY_MS = 24 * 3600_000;

const entryOf = (row: { id: number; entered_at: Date; admitted_at: Date | null; seen_at: Date }): QueueEntry =>
  ({ id: row.id, enteredAt: new Date(row.entered_at), admittedAt: row.admitted_at ? new Date(row.admitted_at) : null, seenAt: new Date(row.seen_at) });

/** POST enter: a new place at the end of the line; rows older than a day are swept on the way. */
export async function enterQueue(db: Db, shopId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db.deleteFrom('queue_visitors').where('shop_id', '=', shopId).where('seen_at', '<', new Date(now.getTime() - DAY_MS)).execute();
  await db.insertInto('queue_visitors').values({ shop_id: shopId, token_hash: hashSecret(token), entered_at: now, seen_at: now }).execute();
  return token;
}

/**
 * GET check: decides under a per-shop advisory lock, so two waiters polling at once cannot both
 * take the last free place. Null when the token is unknown or has left.
 */
export async function checkQueue(db: Db, shopId: number, token: string, now: Date, rules: QueueRules): Promise<Admission | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`queue|${shopId}`}))`.execute(trx);
    const row = await trx.selectFrom('queue_visitors').select(['id', 'entered_at', 'admitted_at', 'seen_at'])
      .where('shop_id', '=', shopId).where('token_hash', '=', hashSecret(token)).where('left_at', 'is', null).executeTakeFirst();
    if (!row) return null;
    const me = expireIdle(entryOf(row), now, rules);
    const others = (await trx.selectFrom('queue_visitors').select(['id', 'entered_at', 'admitted_at', 'seen_at'])
      .where('shop_id', '=', shopId).where('left_at', 'is', null).where('id', '!=', me.id).execute()).map(entryOf);
    const result = admit({ ...me, seenAt: now }, others, now, rules);
    const admittedAt = result.status === 'visiting' ? me.admittedAt ?? now : null;
    await trx.updateTable('queue_visitors').set({ seen_at: now, entered_at: me.enteredAt, admitted_at: admittedAt }).where('id', '=', me.id).execute();
    return result;
  });
}

/** DELETE leave: the place goes to the next in line at once. */
export async function leaveQueue(db: Db, shopId: number, token: string, now: Date): Promise<boolean> {
  const left = await db.updateTable('queue_visitors').set({ left_at: now })
    .where('shop_id', '=', shopId).where('token_hash', '=', hashSecret(token)).where('left_at', 'is', null).executeTakeFirst();
  return Number(left.numUpdatedRows) > 0;
}

/** Every shop, the default one first: the queue host names a shop by the first label of its host. */
export function listShops(db: Db) {
  return db.selectFrom('shops').selectAll().orderBy('is_default', 'desc').orderBy('id').execute();
}
