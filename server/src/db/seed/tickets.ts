import type { PartyRuleRow, PhotoMandatory } from '../schema';
import { type L, type SeedContext, id, none, remember, tr } from './context';
import { atMinute, dateOf, offsetsOn, weekdayOf } from './dates';

/**
 * A ticket without time slots admits until the houses' last entry, 17:00: with last_entry equal to
 * first_entry the demo's day tickets stopped selling for today at 10:00 (requirements/tickets.md §5.1 Dates).
 */
const DAY_TICKET_LAST_ENTRY = 1020;

export interface TicketData {
  key: string; title: L; sub_title?: L; description?: L; after_sale?: L;
  type: 'normal' | 'time_slot' | 'annual'; museums?: string[]; exhibitions?: string[];
  price_cents: number; vat_pct: number; first_entry?: number; last_entry?: number; entry_duration?: number;
  weekdays?: number[]; discount?: number; min_persons?: number; max_persons?: number;
  personalizeable?: boolean; attendees?: 'required' | 'optional'; identification?: boolean; free_timing?: boolean;
  /** annual tickets: whether the holder photo is required (default 'optional') */
  photo_mandatory?: PhotoMandatory;
  /** weekend days of the next `weeks` weeks cost `price_cents` instead */
  weekendPrice?: { weeks: number; price_cents: number };
  /** sub-ticket key → places per unit (makes this a mantle ticket) */
  sub_tickets?: Record<string, number>; is_sub_ticket?: boolean;
  shipped_with?: string; audiences?: number[];
  /** validity in day offsets from the seed day */
  valid?: [number, number];
  /** keys of the quotas the ticket draws from */
  quotas?: string[];
  /** who one unit admits (party calculator, issue 18) */
  party?: PartyRuleRow[];
}
export interface QuotaData { key: string; name: string; capacity: number; closed_weekdays?: number[] }
/** A demo state on one slot of a quota: the first open day at least 7 days ahead. */
export interface OverrideData { quota: string; minute: number; capacity: number }
export interface TicketGroupData { name: string; title: L; tickets: string[] }
export interface TicketPlan { tickets: TicketData[]; quotas: QuotaData[]; overrides: OverrideData[]; groups: TicketGroupData[] }

function weekendPrices(ctx: SeedContext, weekend: TicketData['weekendPrice']): string {
  if (!weekend) return JSON.stringify({});
  const prices: Record<string, number> = {};
  for (const offset of offsetsOn(ctx.day, [0, 6], weekend.weeks * 7)) prices[dateOf(ctx.day, offset)] = weekend.price_cents;
  return JSON.stringify(prices);
}

function ticketRow(ctx: SeedContext, t: TicketData, position: number) {
  const subTickets: Record<string, number> = {};
  for (const [key, places] of Object.entries(t.sub_tickets ?? {})) subTickets[String(id(ctx, `ticket:${key}`))] = places;
  return {
    shop_id: ctx.shopId, title: tr(ctx, t.title), sub_title: t.sub_title ? tr(ctx, t.sub_title) : none,
    description: t.description ? tr(ctx, t.description) : none,
    after_sale_information: t.after_sale ? tr(ctx, t.after_sale) : none, content: none, location: none,
    ticket_type: t.type, museum_ids: (t.museums ?? []).map((k) => id(ctx, `museum:${k}`)),
    exhibition_ids: (t.exhibitions ?? []).map((k) => id(ctx, `exhibition:${k}`)),
    price_cents: t.price_cents, dynamic_prices: weekendPrices(ctx, t.weekendPrice), discount: t.discount ?? 0,
    vat_pct: t.vat_pct, first_entry: t.first_entry ?? 600, last_entry: t.last_entry ?? (t.entry_duration ? t.first_entry ?? 600 : DAY_TICKET_LAST_ENTRY),
    entry_duration: t.entry_duration ?? null, min_persons: t.min_persons ?? 0, max_persons: t.max_persons ?? 20,
    personalizeable: t.personalizeable ?? false, attendees: t.attendees ?? null, identification: t.identification ?? false,
    free_timing: t.free_timing ?? false, is_mantle: Boolean(t.sub_tickets), sub_tickets: JSON.stringify(subTickets),
    is_sub_ticket: t.is_sub_ticket ?? false,
    shipped_with_merchandise_id: t.shipped_with ? id(ctx, `merch:${t.shipped_with}`) : null,
    price_target_audience_ids: t.audiences ?? null,
    valid_from: t.valid ? dateOf(ctx.day, t.valid[0]) : null, valid_to: t.valid ? dateOf(ctx.day, t.valid[1]) : null,
    weekdays: t.weekdays ?? [0, 1, 2, 3, 4, 5, 6], position, photo_mandatory: t.photo_mandatory ?? 'optional',
    party_rules: t.party ? JSON.stringify(t.party) : null,
  };
}

async function insertTickets(ctx: SeedContext, list: TicketData[], offset: number) {
  if (list.length === 0) return;
  const rows = await ctx.trx.insertInto('tickets').values(list.map((t, i) => ticketRow(ctx, t, offset + i)))
    .returning('id').execute();
  remember(ctx, list.map((t) => `ticket:${t.key}`), rows);
}

/** The override day: 7 days ahead, or the next day the quota is open, so the state is visible. */
function overrideOffset(ctx: SeedContext, quota: QuotaData): number {
  let offset = 7;
  while ((quota.closed_weekdays ?? []).includes(weekdayOf(ctx.day, offset))) offset++;
  return offset;
}

export interface TicketSummary { tickets: number; quotas: number; overrides: string[]; groups: number }

/** Sub-tickets before mantles (a mantle names its subs' ids), then quotas, their links, overrides and groups. */
export async function seedTickets(ctx: SeedContext, plan: TicketPlan): Promise<TicketSummary> {
  const plain = plan.tickets.filter((t) => !t.sub_tickets);
  await insertTickets(ctx, plain, 0);
  await insertTickets(ctx, plan.tickets.filter((t) => t.sub_tickets), plain.length);

  const quotaRows = await ctx.trx.insertInto('quotas').values(plan.quotas.map((q) => ({
    shop_id: ctx.shopId, name: q.name, capacity: q.capacity, closed_weekdays: q.closed_weekdays ?? [],
  }))).returning('id').execute();
  remember(ctx, plan.quotas.map((q) => `quota:${q.key}`), quotaRows);

  const links = plan.tickets.flatMap((t) => (t.quotas ?? []).map((q) => ({ quota_id: id(ctx, `quota:${q}`), ticket_id: id(ctx, `ticket:${t.key}`) })));
  if (links.length > 0) await ctx.trx.insertInto('quota_tickets').values(links).execute();

  const overrides = plan.overrides.map((o) => {
    const quota = plan.quotas.find((q) => q.key === o.quota);
    if (!quota) throw new Error(`seed: override for unknown quota ${o.quota}`);
    return { quota_id: id(ctx, `quota:${o.quota}`), start_at: atMinute(ctx.day, overrideOffset(ctx, quota), o.minute), capacity: o.capacity };
  });
  if (overrides.length > 0) await ctx.trx.insertInto('quota_overrides').values(overrides).execute();

  if (plan.groups.length > 0) {
    await ctx.trx.insertInto('ticket_groups').values(plan.groups.map((g, position) => ({
      shop_id: ctx.shopId, name: g.name, title: tr(ctx, g.title), ticket_ids: g.tickets.map((k) => id(ctx, `ticket:${k}`)), position,
    }))).execute();
  }
  return {
    tickets: plan.tickets.length, quotas: plan.quotas.length, groups: plan.groups.length,
    overrides: overrides.map((o) => `${o.start_at}=${o.capacity}`),
  };
}
