import type { SeedContext } from './context';

/** server/src/db/seed/accounts/reference-data.ts: audience 2 'VIP', which sees the VIP tickets. */
const VIP_AUDIENCE = 2;

/** The demo code of the 'museen' VIP area (README 'Demo logins'); the other shop has no VIP area. */
const DEMO_VIP_CODE = 'VIP-MUSEEN-2026';

export async function seedVipCodes(ctx: SeedContext): Promise<string> {
  if (ctx.slug !== 'museen') return 'VIP codes (none)';
  await ctx.trx.insertInto('vip_codes').values({ shop_id: ctx.shopId, code: DEMO_VIP_CODE, price_target_audience_id: VIP_AUDIENCE }).execute();
  return `VIP codes (${DEMO_VIP_CODE} for audience ${VIP_AUDIENCE})`;
}
