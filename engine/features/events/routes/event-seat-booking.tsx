import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { SelectionAlert } from '../../tickets/components/selection-alert.tsx';
import type { EventDateDetail, Seat, Seating } from '../api/events.api.ts';
import { SeatLegend } from '../components/seat-legend.tsx';
import { SeatPicker } from '../components/seat-picker.tsx';
import { SelectedSeatsTable, type SelectedSeatRow } from '../components/selected-seats-table.tsx';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { buildSeatCartItem, type EventItemTexts } from '../lib/event-cart-item.ts';
import { cartSeatIds, heldSeatChoice, seatLegend, seatPricesOf, seatRows, seatState, withoutBlocked } from '../lib/seat-plan.ts';
import { useSeatHolds } from '../hooks/use-seat-holds.ts';

interface EventSeatBookingProps {
  date: EventDateDetail;
  seating: Seating;
  max: number;
  cartItems: CartItem[];
  texts: EventItemTexts;
  currency: string;
  onAdd: (item: CartItem) => void;
}

/**
 * Seated dates (requirements/events-and-seats.md §2.3 'Seat plan', requirements/events-and-seats.md §4.2 Seats): legend, seat picker, the chosen seats with a price
 * each and 'to cart'. Signed-in visitors hold each seat as they pick it (use-seat-holds.ts) and find
 * their held seats chosen again after a reload; the order re-checks every seat (requirements/api.md §8.5).
 */
export function EventSeatBooking({ date, seating, max, cartItems, texts, currency, onAdd }: EventSeatBookingProps) {
  const { t, i18n } = useTranslation('events');
  const inCart = cartSeatIds(cartItems, date.id);
  const holds = useSeatHolds(date.event_id, date.id);
  // Seat id → chosen scale_price_id: the draft selection before it goes to the cart.
  const [draft, setChosen] = useState<Record<number, number>>(() => heldSeatChoice(seating, date.prices, inCart, max));
  // The date refetches every 20 s (events.queries.ts): keep the choice, minus seats now taken.
  const chosen = withoutBlocked(draft, seating);
  const [noSelection, setNoSelection] = useState(0);
  const [taken, setTaken] = useState(0);
  const selected = new Set(Object.keys(chosen).map(Number));
  const categoryOf = (seat: Seat) => seating.categories.find((category) => category.id === seat.category_id);
  const rows: SelectedSeatRow[] = seating.seats.filter((seat) => selected.has(seat.id)).map((seat) => {
    const prices = seatPricesOf(date.prices, seat.category_id);
    return { seat, categoryTitle: categoryOf(seat)?.title ?? '', prices, price: prices.find((price) => price.scale_price_id === chosen[seat.id]) ?? prices[0]! };
  });
  const toggle = async (seat: Seat) => {
    setNoSelection(0);
    setTaken(0);
    const { [seat.id]: removed, ...rest } = chosen;
    const first = seatPricesOf(date.prices, seat.category_id)[0];
    if (removed !== undefined) {
      setChosen(rest);
      holds.release(seat.id);
    } else if (first?.scale_price_id !== undefined) {
      if (await holds.hold(seat.id) === 'taken') return setTaken((count) => count + 1);
      setChosen((current) => ({ ...current, [seat.id]: first.scale_price_id! }));
    }
  };
  const add = () => {
    if (rows.length === 0) return setNoSelection((count) => count + 1);
    const choices = rows.map(({ seat, categoryTitle, price }) => ({
      seat: { seat_id: seat.id, title: seat.title, ...(seat.description ? { description: seat.description } : {}), category: { title: categoryTitle },
        price: { title: price.title ?? '', amountInCents: price.price_cents } },
      price,
    }));
    onAdd(buildSeatCartItem(date, choices, texts, new Date()));
  };
  const total = rows.reduce((sum, row) => sum + row.price.price_cents, 0);
  return (
    <section className="event-seats" aria-labelledby="event-seats-title">
      <h2 id="event-seats-title" className="event-section-title">{t('seats.title')}</h2>
      <SeatLegend categories={seatLegend(seating, date.prices)} currency={currency} />
      <p className="event-seats__hint">{t('seats.hint', { count: max })}</p>
      <SeatPicker rows={seatRows(seating)} categories={seating.categories} full={rows.length >= max}
        stateOf={(seat) => seatState(seat, seating, selected, inCart)} busySeat={holds.pendingSeat} onToggle={(seat) => void toggle(seat)} />
      {taken > 0 && <SelectionAlert key={`taken-${taken}`} message={t('seats.taken')} />}
      {rows.length > 0 && <SelectedSeatsTable rows={rows} currency={currency} onRemove={toggle} onPrice={(seatId, priceId) => setChosen({ ...chosen, [seatId]: priceId })} />}
      {noSelection > 0 && rows.length === 0 && <SelectionAlert key={noSelection} message={t('seats.noSelection')} />}
      <div className="event-prices__footer">
        <p className="event-prices__total" aria-live="polite">{t('prices.total')} <strong>{formatMoney(total, { language: i18n.language, currency })}</strong></p>
        <button type="button" className="button" onClick={add}>{t('seats.toCart')}</button>
      </div>
    </section>
  );
}
