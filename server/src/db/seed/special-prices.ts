import { sql } from 'kysely';
import { type SeedContext, id, none, tr } from './context';

/**
 * server/src/db/seed/accounts/reference-data.ts: audience 3, 'Schulen und Institutionen'. Its event
 * and tour prices sit with the public ones in data/museen-events.ts and data/tour-data.ts.
 */
export const INSTITUTIONS_AUDIENCE = 3;

const title = {
  de: 'Gruppenkarte Schulen und Institutionen', en: 'Group ticket schools and institutions',
  es: 'Entrada de grupo escuelas e instituciones', fr: 'Billet de groupe écoles et institutions',
};
const subTitle = {
  de: 'Sonderpreis für Ihre Institution', en: 'Special price for your institution',
  es: 'Precio especial para su institución', fr: 'Prix spécial pour votre institution',
};

/**
 * requirements/accounts.md §6.3 special prices in the 'museen' demo: a Kunsthalle time-slot ticket only audience 3
 * sees (the demo customer's institution address), cheaper than the public adult slot (14 €) and
 * drawing from the same slot quota, listed in the 'timeSlot' group so the time screen offers it.
 */
export async function seedSpecialPrices(ctx: SeedContext): Promise<string> {
  if (ctx.slug !== 'museen') return 'special prices (none)';
  const row = await ctx.trx.insertInto('tickets').values({
    shop_id: ctx.shopId, title: tr(ctx, title), sub_title: tr(ctx, subTitle), description: none, after_sale_information: none,
    content: none, location: none, ticket_type: 'time_slot', museum_ids: [id(ctx, 'museum:kunsthalle')], price_cents: 600,
    dynamic_prices: none, vat_pct: 0, first_entry: 600, last_entry: 1020, entry_duration: 30, sub_tickets: none,
    price_target_audience_ids: [INSTITUTIONS_AUDIENCE], weekdays: [0, 2, 3, 4, 5, 6], position: 999,
  }).returning('id').executeTakeFirstOrThrow();
  await ctx.trx.insertInto('quota_tickets').values({ quota_id: id(ctx, 'quota:kunsthalle-slots'), ticket_id: row.id }).execute();
  await ctx.trx.updateTable('ticket_groups').set({ ticket_ids: sql<number[]>`array_append(ticket_ids, ${row.id}::int)` })
    .where('shop_id', '=', ctx.shopId).where('name', '=', 'timeSlot').execute();
  return `special prices (ticket ${row.id} for audience ${INSTITUTIONS_AUDIENCE})`;
}
