import { type SeedContext, remember, tr } from './context';
import { vocabularies } from './data/vocabulary-data';

/**
 * All filter vocabularies in one insert. `filtername` carries the data key, which the
 * API exposes for categories and which later steps use to find the ids.
 */
export async function seedVocabularies(ctx: SeedContext): Promise<number> {
  const entries = Object.entries(vocabularies).flatMap(([kind, list]) => list.map((entry) => ({ kind, entry })));
  const rows = await ctx.trx.insertInto('vocabularies').values(entries.map(({ kind, entry }) => ({
    shop_id: ctx.shopId, kind, name: tr(ctx, entry.name), filtername: entry.key,
  }))).returning('id').execute();
  remember(ctx, entries.map(({ kind, entry }) => `${kind}:${entry.key}`), rows);
  return rows.length;
}
