import { sql } from 'kysely';
import { type SeedContext, id } from './context';
import type { ShopPlan } from './shop-plans';

/**
 * The settings examples name one-pager tickets by id, but ids are only known once the tickets
 * exist: the plan lists them by key and the seed writes the real ids into settings.onePager.
 */
export async function pointOnePagerAtTickets(ctx: SeedContext, plan: ShopPlan): Promise<number[]> {
  if (!plan.onePagerTickets?.length) return [];
  const ids = plan.onePagerTickets.map((key) => id(ctx, `ticket:${key}`));
  await ctx.trx.updateTable('shops')
    .set({ settings: sql`jsonb_set(settings, '{onePager,ticketIds}', ${JSON.stringify(ids)}::jsonb, true)` })
    .where('id', '=', ctx.shopId).execute();
  return ids;
}
