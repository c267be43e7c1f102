import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database, ShopData } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { Shop } from '../../http/app-env';
import type { Operator } from './admin-env';
import { diffSummary } from './diff-summary';
import { draftConflict, loadDraft } from './draft.store';
import { forgetCachedShops } from '../shop/shop-cache';
import { liveShopColumns, liveShopData } from './shop-data';

export interface PublishInput {
  shop: Shop;
  operator: Operator;
  /** The draft revision the operator looked at; a newer one means somebody else edited. */
  revision: number;
  now: Date;
}

/**
 * One transaction: the draft and the shop row are locked, the version is numbered n+1,
 * the live shop columns are overwritten and the draft is pointed at the new version. So
 * visitors never see half a publish, and two publishes cannot take the same number.
 */
async function publishData(db: Db, input: PublishInput, pick: (trx: Transaction<Database>, draft: ShopData) => Promise<{ data: ShopData; summary: (diff: string) => string; resetDraft: boolean }>) {
  await loadDraft(db, input.shop, input.now);
  const published = await db.transaction().execute(async (trx) => {
    const draft = await trx.selectFrom('settings_drafts').selectAll().where('shop_id', '=', input.shop.id).forUpdate().executeTakeFirstOrThrow();
    if (draft.revision !== input.revision) throw await draftConflict(trx, input.shop.id);
    const shop = await trx.selectFrom('shops').selectAll().where('id', '=', input.shop.id).forUpdate().executeTakeFirstOrThrow();
    const { data, summary, resetDraft } = await pick(trx, draft.data);
    const last = await trx.selectFrom('settings_versions').select((eb) => eb.fn.max('number').as('max'))
      .where('shop_id', '=', shop.id).executeTakeFirst();
    const number = (last?.max ?? 0) + 1;
    await trx.insertInto('settings_versions').values({
      shop_id: shop.id, number, settings: JSON.stringify(data.settings), translations: JSON.stringify(data.translations),
      content: JSON.stringify(data.content), config: JSON.stringify(data.config), author_id: input.operator.id,
      created_at: input.now, summary: summary(diffSummary(liveShopData(shop), data)), based_on_number: draft.base_version,
      published_at: input.now,
    }).execute();
    await trx.updateTable('shops').set(liveShopColumns(shop, data)).where('id', '=', shop.id).execute();
    const revision = resetDraft ? draft.revision + 1 : draft.revision;
    await trx.updateTable('settings_drafts').set({
      base_version: number, revision,
      ...(resetDraft ? { data: JSON.stringify(data), updated_by: input.operator.id, updated_at: input.now } : {}),
    }).where('shop_id', '=', shop.id).execute();
    return { number, revision };
  });
  // After the commit: a request of this process reading the shop in between would otherwise cache the old row again.
  forgetCachedShops(db);
  return published;
}

/** Makes the current draft live as a new version; `note` is the operator's own words, if any. */
export function publishDraft(db: Db, input: PublishInput & { note?: string }) {
  const note = input.note?.trim();
  return publishData(db, input, async (_trx, draft) => ({
    data: draft, resetDraft: false, summary: (diff) => (note ? `${note} — ${diff}` : diff),
  }));
}

/** Rolling back never rewrites history: version N's data is published again as a new version. */
export function rollbackTo(db: Db, input: PublishInput & { number: number }) {
  return publishData(db, input, async (trx) => {
    const old = await trx.selectFrom('settings_versions').select(['settings', 'translations', 'content', 'config'])
      .where('shop_id', '=', input.shop.id).where('number', '=', input.number).executeTakeFirst();
    if (!old) throw ApiError.notFound('Version');
    return { data: old, resetDraft: true, summary: (diff) => `Rollback to version ${input.number}: ${diff}` };
  });
}
