import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';

/** Another shop's museum is as unknown as a missing one. */
export async function findMuseum(db: Db, shopId: number, id: number) {
  const row = await db.selectFrom('museums').selectAll().where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
  if (!row) throw ApiError.notFound('Museum');
  return row;
}
