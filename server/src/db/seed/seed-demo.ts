import type { Db } from '../connect';
import { seedAccountReferenceData } from './accounts/seed-account-reference-data';
import { seedAffiliates } from './affiliates';
import { seedBookingHistory } from './booking-history';
import { buildContent } from './content';
import type { SeedContext } from './context';
import { seedCoupons } from './coupons';
import { translationOverrides } from './data/translation-overrides';
import { seedDay } from './dates';
import { seedEvents } from './events';
import { seedMerchandise } from './merchandise';
import { seedMuseums } from './museums';
import { pointOnePagerAtTickets } from './one-pager-tickets';
import { seedOperators } from './operators/seed-operators';
import { readShopSettings, withCurrentNotice } from './settings-file';
import { seedDonationCampaigns, seedPaymentModes } from './shop';
import { type ShopPlan, shopPlans } from './shop-plans';
import { seedSpecialPrices } from './special-prices';
import { seedTickets } from './tickets';
import { seedTours } from './tours';
import { buildTranslations } from './translations';
import { seedVipCodes } from './vip-codes';
import { seedVocabularies } from './vocabularies';

export interface SeedOptions {
  log: (line: string) => void;
  /** The seed day (tests pin it); defaults to now. */
  now?: Date;
}

type Step = (ctx: SeedContext, plan: ShopPlan) => Promise<string>;

/** One progress line per step; the order matters (later steps reference earlier ids). */
const steps: Step[] = [
  async (ctx, plan) => `payment modes and donation campaigns (${await seedPaymentModes(ctx)} modes, ${await seedDonationCampaigns(ctx, plan.campaigns)} campaigns)`,
  async (ctx, plan) => { const r = await seedMuseums(ctx, plan.museums); return `museums and exhibitions (${r.museums} museums, ${r.exhibitions} exhibitions)`; },
  async (ctx, plan) => `merchandise (${await seedMerchandise(ctx, plan.merchandise)} articles)`,
  async (ctx, plan) => {
    const r = await seedTickets(ctx, plan.tickets);
    await seedSpecialPrices(ctx);
    await seedVipCodes(ctx);
    await seedAffiliates(ctx);
    await pointOnePagerAtTickets(ctx, plan);
    return `tickets and quotas (${r.tickets} tickets, ${r.quotas} quotas, ${r.groups} ticket groups, overrides ${r.overrides.join(', ')})`;
  },
  async (ctx) => `vocabularies (${await seedVocabularies(ctx)} entries)`,
  async (ctx, plan) => { const r = await seedEvents(ctx, plan.events); return `events (${r.events} events, ${r.dates} dates)`; },
  async (ctx, plan) => `tours (${await seedTours(ctx, plan.tours)} tours)`,
  async (ctx) => {
    const r = await seedBookingHistory(ctx);
    return `booking history for the crowd forecast (${r.orders} orders, ${r.places} places on ${r.quotas} time-slot quotas)`;
  },
  async (ctx, plan) => { const r = await seedCoupons(ctx, plan.coupons, plan.couponSales); return `coupons (${r.coupons} coupons, ${r.codes} codes)`; },
  async (ctx, plan) => {
    const content = buildContent(ctx, plan.info, plan.easyLanguage);
    await ctx.trx.updateTable('shops').set({ content: JSON.stringify(content) }).where('id', '=', ctx.shopId).execute();
    return `content pages (${Object.keys(content[ctx.locales[0]!] ?? {}).length} pages × ${ctx.locales.length} locales)`;
  },
  async (ctx, plan) => {
    const { translations, files } = buildTranslations(ctx.locales, translationOverrides[plan.slug] ?? {});
    await ctx.trx.updateTable('shops').set({ translations: JSON.stringify(translations) }).where('id', '=', ctx.shopId).execute();
    return `translations (${files} engine locale files, ${Object.keys(translations[ctx.locales[0]!] ?? {}).length} namespaces, operator overrides)`;
  },
];

/**
 * Creates the two demo shops when the database has no shop yet (first start), one
 * transaction per shop so a failure never leaves half a shop behind. A database that
 * already has shops is left untouched.
 */
export async function seedDemoDataIfEmpty(db: Db, { log, now = new Date() }: SeedOptions): Promise<void> {
  const existing = await db.selectFrom('shops').select('id').executeTakeFirst();
  if (existing) return;
  const started = performance.now();
  const day = seedDay(now);
  const total = shopPlans.length * steps.length;
  let done = 0;
  for (const plan of shopPlans) {
    const settings = withCurrentNotice(readShopSettings(plan.slug, log), day);
    const shopId = await db.transaction().execute(async (trx) => {
      const shop = await trx.insertInto('shops').values({
        slug: plan.slug, name: plan.name, hosts: plan.hosts, locales: plan.locales, is_default: plan.isDefault,
        settings: JSON.stringify(settings), config: JSON.stringify(plan.config), translations: JSON.stringify({}), content: JSON.stringify({}),
      }).returning('id').executeTakeFirstOrThrow();
      const ctx: SeedContext = { trx, shopId: shop.id, slug: plan.slug, locales: plan.locales, day, now, ids: {} };
      for (const step of steps) {
        const summary = await step(ctx, plan);
        log(`seed [${++done}/${total}] ${plan.slug}: ${summary}`);
      }
      return shop.id;
    });
    // Accounts seed in their own transactions, so after the shop's has committed.
    await seedAccountReferenceData(db, shopId);
    log(`seed ${plan.slug}: salutations, price audiences, newsletter groups and a demo customer`);
  }
  for (const line of await seedOperators(db, now)) log(`seed ${line}`);
  log(`seed: demo data for ${shopPlans.map((p) => p.slug).join(', ')} created in ${Math.round(performance.now() - started)} ms (dates from ${day.format('YYYY-MM-DD')}, Europe/Berlin)`);
}
