import { type AudienceCents, audiencePricesOf } from './audience-prices';
import { type L, type SeedContext, id, none, remember, tr } from './context';
import { atMinute, offsetsOn } from './dates';
import { picture } from './picture';
import { smallHallSeatCount, smallHallSeating } from './seating';

export interface PriceData {
  title?: L; description?: L; price_cents: number; group?: boolean; optional?: boolean; seat_category?: { id: number; title: L };
  /** special prices of this price per audience (requirements/accounts.md §6.3) */
  audiences?: AudienceCents;
}
export interface ScheduleData {
  weekdays: number[]; times: number[]; duration: number; seats_max: number; max_per_registration?: number;
  /** keep every n-th matching day (2 = fortnightly) */
  every?: number;
  /** only the first matching day of each month */
  monthly?: boolean;
}
export interface EventData {
  key: string; museum: string; exhibition?: string; title: L; sub_title: L; description: L; image: string;
  featured?: boolean; category: string; languages: string[]; tags?: string[]; vat_pct: number;
  prices: PriceData[]; seated?: boolean; ticketsInShop?: string[]; schedule: ScheduleData;
}

/** A year of dates (plus a week, so the demo always spans a full year ahead). */
const horizonDays = 372;

function pricesOf(ctx: SeedContext, e: EventData): Record<string, unknown>[] {
  return e.prices.map((p, index) => p.title ? {
    scale_price_id: index + 1, title: JSON.parse(tr(ctx, p.title)), description: p.description ? JSON.parse(tr(ctx, p.description)) : {},
    group: p.group ?? false, optional: p.optional ?? false, price_cents: p.price_cents, vat_pct: e.vat_pct,
    ...(p.seat_category ? { seat_category_id: p.seat_category.id, seat_category_title: JSON.parse(tr(ctx, p.seat_category.title)) } : {}),
  } : { group: p.group ?? false, optional: p.optional ?? false, price_cents: p.price_cents, vat_pct: e.vat_pct });
}

/** The public prices and, keyed like them, the audiences' special prices (requirements/accounts.md §6.3). */
function priceColumns(ctx: SeedContext, e: EventData) {
  const prices = pricesOf(ctx, e);
  return { prices: JSON.stringify(prices), audience_prices: JSON.stringify(audiencePricesOf(e.prices, prices)) };
}

function dayOffsets(ctx: SeedContext, s: ScheduleData): number[] {
  let offsets = offsetsOn(ctx.day, s.weekdays, horizonDays);
  if (s.monthly) {
    const seen = new Set<string>();
    offsets = offsets.filter((o) => { const month = ctx.day.add(o, 'day').format('YYYY-MM'); if (seen.has(month)) return false; seen.add(month); return true; });
  }
  if (s.every) offsets = offsets.filter((_, index) => index % s.every! === 0);
  return offsets;
}

/** Events in one insert, then all their dates in one insert (several hundred rows). */
export async function seedEvents(ctx: SeedContext, events: EventData[]): Promise<{ events: number; dates: number }> {
  const rows = await ctx.trx.insertInto('events').values(events.map((e, position) => ({
    shop_id: ctx.shopId, museum_id: id(ctx, `museum:${e.museum}`), exhibition_id: e.exhibition ? id(ctx, `exhibition:${e.exhibition}`) : null,
    title: tr(ctx, e.title), sub_title: tr(ctx, e.sub_title), description: tr(ctx, e.description), content: none,
    picture: picture(e.image, e.title.de), location: none, featured: e.featured ?? false, registerable: false,
    ticket_sales_in_shop: Boolean(e.ticketsInShop), ticket_ids: (e.ticketsInShop ?? []).map((k) => id(ctx, `ticket:${k}`)),
    category_id: id(ctx, `event_category:${e.category}`), tag_ids: (e.tags ?? []).map((k) => id(ctx, `event_catch_word:${k}`)),
    language_ids: e.languages.map((k) => id(ctx, `event_language:${k}`)), vat_pct: e.vat_pct,
    ...priceColumns(ctx, e), seating: null, position,
  }))).returning('id').execute();
  remember(ctx, events.map((e) => `event:${e.key}`), rows);

  // The seating plan names its own SVG url, which needs the event id.
  for (const e of events.filter((ev) => ev.seated)) {
    const eventId = id(ctx, `event:${e.key}`);
    await ctx.trx.updateTable('events').set({ seating: JSON.stringify(smallHallSeating(ctx, `/api/v4/seatings/${eventId}.svg`)) })
      .where('id', '=', eventId).execute();
  }

  const dates = events.flatMap((e) => {
    const s = e.schedule;
    let n = 0;
    return dayOffsets(ctx, s).flatMap((offset) => s.times.map((minute) => ({
      event_id: id(ctx, `event:${e.key}`), start_time: atMinute(ctx.day, offset, minute), duration: s.duration,
      // Alternate the event's languages date by date.
      language_id: id(ctx, `event_language:${e.languages[n++ % e.languages.length]!}`),
      seats_max: e.seated ? smallHallSeatCount : s.seats_max, max_per_registration: s.max_per_registration ?? null,
      title: none, sub_title: none, description: none,
    })));
  });
  await ctx.trx.insertInto('event_dates').values(dates).execute();
  return { events: rows.length, dates: dates.length };
}
