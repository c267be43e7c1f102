import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { SpecialPricesNote } from '../../tickets/components/special-prices-note.tsx';
import type { EventDateDetail } from '../api/events.api.ts';
import { ChosenDate } from '../components/chosen-date.tsx';
import { isDateSoldOut } from '../lib/date-status.ts';
import type { EventTexts } from '../lib/event-texts.ts';
import { placeLimits, placesInCart } from '../lib/event-quantities.ts';
import { isUnbookableDateError } from '../lib/unbookable-date.ts';
import { EventPriceForm } from './event-price-form.tsx';
import { EventSeatBooking } from './event-seat-booking.tsx';
import { useAddEventToCart } from '../hooks/use-add-event-to-cart.ts';
import '../../tickets/components/tickets-layout.css';

interface EventBookingProps {
  date: UseQueryResult<EventDateDetail>;
  texts: EventTexts;
  onBack: () => void;
}

/**
 * The price view of a chosen date (requirements/events-and-seats.md §2, requirements/events-and-seats.md §5.1 Events, requirements/events-and-seats.md §8.1 'Event dates'): load error, sold out,
 * max-per-registration used up by the cart, a seat plan for seated dates, else the price rows.
 */
export function EventBooking({ date: query, texts, onBack }: EventBookingProps) {
  const { t } = useTranslation('events');
  const shop = useShop();
  const cart = useAddEventToCart();
  const date = query.data;
  const unbookable = isUnbookableDateError(query.error);
  const header = <ChosenDate date={date} timezone={shop.timezone} onChange={unbookable ? undefined : onBack} />;
  if (query.isPending) return <>{header}<Loading /></>;
  if (!date) return <>{header}<p className="selection-alert" role="alert">{t('date.error')}</p></>;
  const limits = placeLimits(date.seats, placesInCart(cart.items, date.id));
  const itemTexts = { name: texts.title, description: texts.subTitle };
  const body = isDateSoldOut(date) ? <p className="selection-alert" role="status">{t('date.soldOut')}</p>
    : limits.registrationExhausted ? <p className="selection-alert" role="status">{t('date.maxPerRegistration', { max: date.seats.max_per_registration })}</p>
    : date.seatings[0] ? <EventSeatBooking date={date} seating={date.seatings[0]} max={limits.max} cartItems={cart.items} texts={itemTexts} currency={shop.currency.code} onAdd={cart.add} />
    : <EventPriceForm date={date} limits={limits} texts={itemTexts} currency={shop.currency.code} onAdd={cart.add} />;
  return (
    <section className="event-booking" aria-labelledby="event-booking-title">
      <h2 id="event-booking-title" className="event-section-title">{t('date.title')}</h2>
      {header}
      <SpecialPricesNote />
      {body}
    </section>
  );
}
