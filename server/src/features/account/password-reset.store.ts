import type { Db } from '../../db/connect';

export async function insertPasswordReset(db: Db, customerId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('password_resets').values({ token_hash: tokenHash, customer_id: customerId, expires_at: expiresAt, used_at: null }).execute();
}

/** An unused, unexpired reset of a customer of this shop. */
export function findPasswordReset(db: Db, shopId: number, tokenHash: string, now: Date) {
  return db.selectFrom('password_resets as r').innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select(['r.token_hash', 'r.customer_id']).where('r.token_hash', '=', tokenHash)
    .where('c.shop_id', '=', shopId).where('r.used_at', 'is', null).where('r.expires_at', '>', now).executeTakeFirst();
}

/**
 * Uses the reset once (a second use of the same link finds it used and returns false) and sets the
 * password. The link reached the mailbox, which proves the address as well as a confirmation link would.
 */
export function resetPassword(db: Db, reset: { token_hash: string; customer_id: number }, passwordHash: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx.updateTable('password_resets').set({ used_at: now }).where('token_hash', '=', reset.token_hash)
      .where('used_at', 'is', null).returning('token_hash').executeTakeFirst();
    if (!used) return false;
    await trx.updateTable('customers').set((eb) => ({ password_hash: passwordHash, confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)), confirmation_token: null }))
      .where('id', '=', reset.customer_id).execute();
    return true;
  });
}
