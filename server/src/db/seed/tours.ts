import { type AudienceCents, audiencePricesOf } from './audience-prices';
import { type L, type SeedContext, id, none, remember, tr } from './context';
import { picture } from './picture';

export interface TourPrice {
  title?: L; description?: L; price_cents: number; group?: boolean; optional?: boolean;
  /** Per-person surcharges: the participants not counted ('from the 11th person' = 10). */
  count_participants?: number;
  /** Only for these tour language keys (a foreign-language surcharge). */
  languages?: string[];
  /** special prices of this price or surcharge per audience (requirements/accounts.md §6.3) */
  audiences?: AudienceCents;
}
export interface TourData {
  key: string; museum: string; exhibition?: string; title: L; sub_title: L; description: L; image: string;
  featured?: boolean; category: string; languages: string[]; age_groups: string[]; grades?: string[];
  duration: number; participants: [number, number]; tours_per_slot: number; first_start: number; last_start: number;
  weekdays: number[]; vat_pct: number; prices: TourPrice[]; surcharges?: TourPrice[];
  equipment?: { title: L; max: number }[]; languageLimited?: boolean;
}

const loc = (ctx: SeedContext, text: L | undefined) => (text ? JSON.parse(tr(ctx, text)) as Record<string, string> : {});

function prices(ctx: SeedContext, t: TourData) {
  return t.prices.map((p, index) => p.title
    ? { scale_price_id: index + 1, title: loc(ctx, p.title), description: loc(ctx, p.description), group: p.group ?? false, optional: p.optional ?? false, price_cents: p.price_cents, vat_pct: t.vat_pct }
    : { group: p.group ?? false, optional: p.optional ?? false, price_cents: p.price_cents, vat_pct: t.vat_pct });
}

function surcharges(ctx: SeedContext, t: TourData) {
  return (t.surcharges ?? []).map((s, index) => ({
    price_surcharge_id: index + 1, title: loc(ctx, s.title), description: loc(ctx, s.description),
    group: s.group ?? false, optional: s.optional ?? false, price_cents: s.price_cents, vat_pct: t.vat_pct,
    ...(s.count_participants ? { count_participants: s.count_participants } : {}),
    ...(s.languages ? { language_ids: s.languages.map((k) => id(ctx, `tour_language:${k}`)) } : {}),
  }));
}

/** Special participant prices and surcharges per audience, keyed like the public ones. */
const audiencePrices = (ctx: SeedContext, t: TourData) =>
  audiencePricesOf([...t.prices, ...(t.surcharges ?? [])], [...prices(ctx, t), ...surcharges(ctx, t)]);

/** Guided tours in one insert; prices, surcharges and equipment are jsonb documents (requirements/api.md §7). */
export async function seedTours(ctx: SeedContext, tours: TourData[]): Promise<number> {
  let equipmentId = 0;
  const rows = await ctx.trx.insertInto('tours').values(tours.map((t, position) => ({
    shop_id: ctx.shopId, museum_id: id(ctx, `museum:${t.museum}`), exhibition_id: t.exhibition ? id(ctx, `exhibition:${t.exhibition}`) : null,
    title: tr(ctx, t.title), sub_title: tr(ctx, t.sub_title), description: tr(ctx, t.description), content: none,
    picture: picture(t.image, t.title.de), location: none, featured: t.featured ?? false, registerable: false,
    category_id: id(ctx, `tour_category:${t.category}`), language_ids: t.languages.map((k) => id(ctx, `tour_language:${k}`)),
    age_group_ids: t.age_groups.map((k) => id(ctx, `tour_age_group:${k}`)), grade_ids: (t.grades ?? []).map((k) => id(ctx, `tour_grade:${k}`)),
    duration: t.duration, participants_min: t.participants[0], participants_max: t.participants[1], tours_per_slot: t.tours_per_slot,
    first_start: t.first_start, last_start: t.last_start, weekdays: t.weekdays, vat_pct: t.vat_pct,
    prices: JSON.stringify(prices(ctx, t)), surcharges: JSON.stringify(surcharges(ctx, t)), audience_prices: JSON.stringify(audiencePrices(ctx, t)),
    // Equipment ids are unique within the shop, as the equipment availability endpoints address them directly.
    equipment: JSON.stringify((t.equipment ?? []).map((e) => ({ id: ++equipmentId, title: loc(ctx, e.title), type: loc(ctx, e.title), max: e.max }))),
    limitations: JSON.stringify({ language: t.languageLimited ?? false }), position,
  }))).returning('id').execute();
  remember(ctx, tours.map((t) => `tour:${t.key}`), rows);
  return rows.length;
}
