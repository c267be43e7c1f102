import type { AudiencePrices } from '../db/schema';

type Price = Record<string, unknown>;

/** The price lists an audience sees, and which audience's prices they are (null = public). */
export interface AudienceOffer<P extends Price> { prices: P[]; surcharges: P[]; audienceId: number | null }

const idOf = (price: Price, key: string) => (typeof price[key] === 'number' ? price[key] : null);

/**
 * Whether `special` replaces `price`: the same scale price (none on both = the default price)
 * and the same surcharge; a special naming no seat category covers that scale price in every
 * category, one naming a category only that category.
 */
function replaces(special: Price, price: Price): boolean {
  return idOf(special, 'scale_price_id') === idOf(price, 'scale_price_id')
    && idOf(special, 'price_surcharge_id') === idOf(price, 'price_surcharge_id')
    && (idOf(special, 'seat_category_id') === null || idOf(special, 'seat_category_id') === idOf(price, 'seat_category_id'));
}

/** The audience's valid entries: objects with an integer price_cents ≥ 0; anything else is ignored. */
function specialsOf(audiencePrices: AudiencePrices | null | undefined, audienceId: number): Price[] {
  const list = audiencePrices?.[String(audienceId)];
  if (!Array.isArray(list)) return [];
  return list.filter((entry): entry is Price => typeof entry === 'object' && entry !== null
    && Number.isInteger(entry.price_cents) && (entry.price_cents as number) >= 0);
}

/**
 * Special prices of events and tours (requirements/accounts.md §6, requirements/accounts.md §6): for the
 * buyer's price target audience each public price with a special one of the same identity is
 * replaced by it; the others stay public. The ids stay those of the public lists, so a cart
 * item is valid for everyone and only its amount depends on the audience. `audienceId` is
 * non-null only when at least one price was replaced. @see db/migrations/0009-audience-prices.ts
 */
export function audienceOffer<P extends Price>(
  lists: { prices: P[]; surcharges?: P[]; audience_prices: AudiencePrices | null | undefined },
  audienceId: number | null | undefined,
): AudienceOffer<P> {
  const specials = audienceId == null ? [] : specialsOf(lists.audience_prices, audienceId);
  let replaced = 0;
  const apply = (prices: P[]) => prices.map((price) => {
    const special = specials.find((candidate) => replaces(candidate, price));
    if (!special) return price;
    replaced += 1;
    return { ...price, ...special } as P;
  });
  const prices = apply(lists.prices);
  const surcharges = apply(lists.surcharges ?? []);
  return { prices, surcharges, audienceId: replaced > 0 ? audienceId! : null };
}
