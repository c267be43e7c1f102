import type { Db } from '../../db/connect';

/** The shop's active programme with this token. */
export function findActiveProgram(db: Db, shopId: number, token: string) {
  return db.selectFrom('affiliate_programs').select('id')
    .where('shop_id', '=', shopId).where('token', '=', token).where('active', '=', true).executeTakeFirst();
}

export async function recordReferral(db: Db, programId: number, campaign: string | null, at: Date): Promise<void> {
  await db.insertInto('affiliate_referrals').values({ program_id: programId, campaign, tracked_at: at }).execute();
}
