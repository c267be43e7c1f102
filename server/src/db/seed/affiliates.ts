import type { SeedContext } from './context';

/** The demo referral link of 'museen' (README): #/start?at=STADTMAGAZIN&ac=herbst. */
const DEMO_AFFILIATE = { token: 'STADTMAGAZIN', name: 'Stadtmagazin Flussstadt' } as const;

export async function seedAffiliates(ctx: SeedContext): Promise<string> {
  if (ctx.slug !== 'museen') return 'affiliate programmes (none)';
  await ctx.trx.insertInto('affiliate_programs').values({ shop_id: ctx.shopId, ...DEMO_AFFILIATE }).execute();
  return `affiliate programmes (${DEMO_AFFILIATE.token})`;
}
