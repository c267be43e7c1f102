import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';

/** requirements/cart.md §2.3 'Event row': link to the date, per-price quantities, seats, start date and time. */
export function EventDetails({ item, timezone }: { item: CartItem; timezone: string }) {
  const { t } = useTranslation('cart');
  const dateOptions = useDateOptions();
  const prices = Array.isArray(item.cart.prices) ? item.cart.prices : [];
  const start = item.cart.startTime ?? item.attributes.start_time;
  return (
    <>
      {item.cart.event_id != null && <Link to={paths.event.href(item.cart.event_id)}>{t('row.eventLink')}</Link>}
      {start && <p>{t('row.start', { date: formatDate(start, 'full', dateOptions), time: formatTime(start, { timezone }) })}</p>}
      {prices.filter((price) => price.quantity).map((price) => <p key={price.title}>{t('row.priceQuantity', { quantity: price.quantity, title: price.title })}</p>)}
      {(item.cart.seats ?? []).map((seat) => (
        <p key={seat.seat_id}>{t('row.seat', { title: seat.title ?? '', description: seat.description ?? '', category: seat.category?.title ?? '', price: seat.price?.title ?? '' })}</p>
      ))}
    </>
  );
}
