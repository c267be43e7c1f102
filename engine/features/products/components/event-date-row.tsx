import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, withQuery } from '../../../app/paths.ts';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import { dayjs } from '../../../shared/i18n/dayjs.ts';
import { formatMoney } from '../../../shared/i18n/money.ts';
import type { ListedDate } from '../api/products.api.ts';

interface EventDateRowProps {
  date: ListedDate;
  language: string;
  timezone: string;
  currency: string;
}

/** requirements/events-and-seats.md §2.2 'Event date list': title, day and time, subtitle, seats, minimum price or 'free', book. */
export function EventDateRow({ date, language, timezone, currency }: EventDateRowProps) {
  const { t } = useTranslation('products');
  const day = dayjs(date.start_time).tz(timezone).format('YYYY-MM-DD');
  const when = `${formatDate(date.start_time, 'full', { language, timezone })}, ${formatTime(date.start_time, { timezone })}`;
  const available = date.seats.available ?? Math.max(0, date.seats.max - (date.seats.booked ?? 0));
  const price = date.minPrice == null ? '' : date.minPrice > 0 ? t('dates.fromPrice', { price: formatMoney(date.minPrice, { language, currency }) }) : t('dates.free');
  return (
    <tr>
      <th scope="row">{date.title}</th>
      <td>{when}</td>
      <td>{date.sub_title}</td>
      <td>{t('dates.seats', { booked: date.seats.booked ?? 0, available })}</td>
      <td>{price}</td>
      <td>
        <Link className="button" to={withQuery(paths.event.href(date.event_id), { date_id: date.id, date: day })} aria-label={t('dates.bookLabel', { title: date.title, when })}>
          {t('dates.book')}
        </Link>
      </td>
    </tr>
  );
}
