import type { Db } from '../../db/connect';
import type { ShopData } from '../../db/schema';
import type { Shop } from '../../http/app-env';
import { ZONE } from '../../shared/berlin-time';
import { DraftConflict } from './draft-conflict';
import { liveShopData } from './shop-data';
import { liveVersionNumber } from './versions.store';

export interface Draft {
  data: ShopData;
  revision: number;
  base_version: number | null;
}

/** The shop's one shared draft; started from the live shop the first time anyone asks. */
export async function loadDraft(db: Db, shop: Shop, now: Date): Promise<Draft> {
  const existing = await db.selectFrom('settings_drafts').select(['data', 'revision', 'base_version'])
    .where('shop_id', '=', shop.id).executeTakeFirst();
  if (existing) return existing;
  await db.insertInto('settings_drafts').values({
    shop_id: shop.id, data: JSON.stringify(liveShopData(shop)), base_version: await liveVersionNumber(db, shop.id),
    revision: 1, updated_by: null, updated_at: now,
  }).onConflict((oc) => oc.column('shop_id').doNothing()).execute();
  return db.selectFrom('settings_drafts').select(['data', 'revision', 'base_version'])
    .where('shop_id', '=', shop.id).executeTakeFirstOrThrow();
}

/**
 * Optimistic version check: the update only matches the revision the editor loaded, so
 * of two operators saving at once the second gets a 409 instead of overwriting the first.
 */
export async function saveDraft(db: Db, shop: Shop, save: { revision: number; data: ShopData; operatorId: number; now: Date }): Promise<Draft> {
  const row = await db.updateTable('settings_drafts')
    .set((eb) => ({ data: JSON.stringify(save.data), revision: eb('revision', '+', 1), updated_by: save.operatorId, updated_at: save.now }))
    .where('shop_id', '=', shop.id).where('revision', '=', save.revision)
    .returning(['data', 'revision', 'base_version']).executeTakeFirst();
  if (!row) throw await draftConflict(db, shop.id);
  return row;
}

const BERLIN = new Intl.DateTimeFormat('sv-SE', { timeZone: ZONE, dateStyle: 'short', timeStyle: 'short' });

/** The 409 for a draft saved meanwhile, naming who saved it and when. */
export async function draftConflict(db: Db, shopId: number): Promise<DraftConflict> {
  const row = await db.selectFrom('settings_drafts')
    .leftJoin('operators', 'operators.id', 'settings_drafts.updated_by')
    .select(['settings_drafts.revision', 'settings_drafts.updated_at', 'operators.name'])
    .where('settings_drafts.shop_id', '=', shopId).executeTakeFirstOrThrow();
  const who = row.name ?? 'another operator';
  return new DraftConflict(
    `This draft was changed by ${who} at ${BERLIN.format(row.updated_at)}. Reload to see their changes.`,
    row.revision,
  );
}
