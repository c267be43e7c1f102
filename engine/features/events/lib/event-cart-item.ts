import type { CartItemOf, CartPriceRow, CartSeat } from '../../../shared/cart-line/cart-line.ts';
import type { EventDateDetail, EventPrice } from '../api/events.api.ts';
import { priceKey, selectedPlaces, type PriceSelection } from './event-quantities.ts';

export interface EventItemTexts { name: string; description?: string | null }

/** requirements/cart.md §9.1 Pricing: included VAT = round(amount × vat_pct / (100 + vat_pct)). */
const includedVat = (amountCents: number, vatPct: number) => Math.round((amountCents * vatPct) / (100 + vatPct));

function baseItem(date: EventDateDetail, texts: EventItemTexts, totalCents: number, now: Date) {
  return {
    type: 'Event' as const,
    updated_at: now.toISOString(),
    cart: {
      event_id: date.event_id, date_id: date.id, name: texts.name,
      ...(texts.description ? { description: texts.description } : {}),
      vats: [{ vat_pct: date.vat_pct, price_cents: includedVat(totalCents, date.vat_pct) }],
      tax_included: date.tax_included, startTime: date.start_time,
      ...(date.language?.name ? { languageName: date.language.name } : {}),
    },
  };
}

/**
 * The Event line (requirements/cart.md §3.3 'Cart items created here', requirements/cart.md §3.2), dates variant
 * (requirements/api.md §8.5): the id is the DATE id; one default price sends `quantity`
 * (the cart may still change it), scale prices send `quantities` by scale_price_id and keep
 * their rows for the cart, which then shows them read-only.
 */
export function buildEventCartItem(date: EventDateDetail, selection: PriceSelection, texts: EventItemTexts, max: number, now: Date): CartItemOf<'Event'> {
  const chosen = date.prices.filter((price) => (selection[priceKey(price)] ?? 0) > 0);
  const total = chosen.reduce((sum, price) => sum + price.price_cents * selection[priceKey(price)]!, 0);
  const base = baseItem(date, texts, total, now);
  const defaultPrice = chosen.length === 1 && chosen[0]!.scale_price_id === undefined ? chosen[0] : undefined;
  if (defaultPrice) {
    return {
      ...base,
      attributes: { id: date.id, quantity: selectedPlaces(selection) },
      cart: { ...base.cart, price_cents: defaultPrice.price_cents, available: Array.from({ length: max + 1 }, (_, count) => count) },
    };
  }
  return {
    ...base,
    attributes: { id: date.id, quantities: Object.fromEntries(chosen.map((price) => [priceKey(price), selection[priceKey(price)]!])) },
    cart: { ...base.cart, price_cents: total, prices: chosen.map((price) => priceRow(price, selection[priceKey(price)]!)), available: [1] },
  };
}

const priceRow = (price: EventPrice, quantity: number): CartPriceRow => ({
  // Seated dates repeat titles per category ('Erwachsene' in I and II): the category tells them apart.
  quantity, title: [price.title, price.seat_category_title].filter(Boolean).join(' – '), price_cents: price.price_cents,
  ...(price.scale_price_id !== undefined ? { scale_price_id: price.scale_price_id } : {}),
});

/** A chosen seat with its price (seated dates). */
export interface SeatChoice { seat: CartSeat; price: EventPrice }

/** Seated dates (requirements/api.md §8.5): `seats` with a scale price each; the cart groups them by price. */
export function buildSeatCartItem(date: EventDateDetail, choices: SeatChoice[], texts: EventItemTexts, now: Date): CartItemOf<'Event'> {
  const total = choices.reduce((sum, choice) => sum + choice.price.price_cents, 0);
  const base = baseItem(date, texts, total, now);
  const rows = new Map<EventPrice, number>();
  for (const { price } of choices) rows.set(price, (rows.get(price) ?? 0) + 1);
  return {
    ...base,
    attributes: { id: date.id, seats: choices.map(({ seat, price }) => ({ seat_id: seat.seat_id, scale_price_id: price.scale_price_id! })) },
    cart: {
      ...base.cart, price_cents: total, available: [1],
      prices: [...rows].map(([price, quantity]) => priceRow(price, quantity)),
      seats: choices.map(({ seat }) => seat),
    },
  };
}
