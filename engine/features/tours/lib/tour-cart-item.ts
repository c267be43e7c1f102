import type { CartItemOf } from '../../../shared/cart-line/cart-line.ts';
import type { Tour, TourPrices } from '../api/tours.api.ts';
import type { TourBooking, TourSelection } from './booking-model.ts';
import { equipmentName } from './equipment.ts';
import { lineAmount } from './tour-total.ts';

export interface TourItemInput {
  tour: Pick<Tour, 'id' | 'title' | 'languages' | 'age_groups' | 'grades'>;
  startTime: string;
  date: string;
  selection: TourSelection;
  booking: TourBooking;
  prices: Pick<TourPrices, 'vat_pct' | 'tax_included'>;
  language: string;
  now: Date;
}

const nameOf = (terms: { id: number; name: string }[], id: number | null) => terms.find((term) => term.id === id)?.name;
const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)) as T;

/** requirements/tours.md §9: included VAT per rate = round(amount × vat_pct / (100 + vat_pct)), grouped by rate. */
function vatsOf(lines: { vat_pct: number; amount: number }[]) {
  const byRate = new Map<number, number>();
  for (const { vat_pct, amount } of lines) byRate.set(vat_pct, (byRate.get(vat_pct) ?? 0) + amount);
  return [...byRate.entries()].map(([vat_pct, amount]) => ({ vat_pct, price_cents: Math.round((amount * vat_pct) / (100 + vat_pct)) }));
}

/**
 * Participants go as `quantities` per scale price; a default price (no scale_price_id) as `quantity`,
 * which the server bills at that price for everyone (requirements/api.md §8.5).
 */
function participantAttributes(booking: TourBooking) {
  const chosen = booking.participantRows.filter((row) => row.quantity > 0);
  if (chosen.some((row) => row.price.scale_price_id == null)) return { quantity: booking.participants };
  return { quantities: Object.fromEntries(chosen.map((row) => [String(row.price.scale_price_id), row.quantity])) };
}

/**
 * A Tour cart item in exactly the shape of requirements/cart.md §3.3 'Cart items created here' and
 * requirements/cart.md §3.2 (attributes for POST /orders, cart for display).
 */
export function buildTourCartItem(input: TourItemInput): CartItemOf<'Tour'> {
  const { tour, selection, booking, prices } = input;
  const chosen = booking.participantRows.filter((row) => row.quantity > 0);
  const equipment = booking.equipmentRows.filter((row) => row.quantity > 0);
  const vatPct = (rate: number | undefined) => rate ?? prices.vat_pct;
  return {
    type: 'Tour',
    updated_at: input.now.toISOString(),
    attributes: defined({
      id: tour.id, start_time: input.startTime,
      language_id: selection.languageId ?? undefined, age_group_id: selection.ageGroupId ?? undefined, grade_id: selection.gradeId ?? undefined,
      ...participantAttributes(booking),
      ...(booking.surchargeRows.length ? { surcharges: Object.fromEntries(booking.surchargeRows.map((row) => [String(row.id), row.quantity])) } : {}),
      ...(equipment.length ? { equipment: equipment.map((row) => ({ id: row.equipment.id, type: equipmentName(row.equipment, input.language), quantity: row.quantity })) } : {}),
    }),
    cart: defined({
      name: tour.title, price_cents: booking.totalCents, totalCents: booking.totalCents,
      vats: vatsOf([
        ...chosen.map((row) => ({ vat_pct: vatPct(row.price.vat_pct), amount: lineAmount({ price_cents: row.price.price_cents, quantity: row.quantity, group: row.price.group }) })),
        ...booking.surchargeRows.map((row) => ({ vat_pct: vatPct(row.price.vat_pct), amount: row.quantity * row.price.price_cents })),
      ]),
      tax_included: prices.tax_included, available: [1], quantity: 1, startTime: input.startTime, date: input.date,
      languageName: nameOf(tour.languages, selection.languageId), ageGroupName: nameOf(tour.age_groups, selection.ageGroupId), gradeName: nameOf(tour.grades, selection.gradeId),
      participantCount: booking.participants,
      prices: {
        // An untitled (default) price stays untitled, as in the order: every reader names it alike (booking-summary/).
        participants: chosen.map((row) => ({ title: row.price.title ?? '', description: row.price.description, quantity: row.quantity, price_cents: row.price.price_cents, group: !!row.price.group })),
        surcharges: booking.surchargeRows.filter((row) => row.quantity > 0).map((row) => ({ title: row.price.title ?? '', description: row.price.description, quantity: row.quantity, price_cents: row.price.price_cents })),
      },
      equipment: equipment.map((row) => ({ title: equipmentName(row.equipment, input.language), quantity: row.quantity })),
    }),
  };
}
