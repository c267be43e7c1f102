import { useTranslation } from 'react-i18next';
import type { ListedDate } from '../api/products.api.ts';
import { EventDateRow } from './event-date-row.tsx';

interface EventDatesTableProps {
  dates: readonly ListedDate[];
  language: string;
  timezone: string;
  currency: string;
}

/** The found dates as a table, one row per date. */
export function EventDatesTable({ dates, ...format }: EventDatesTableProps) {
  const { t } = useTranslation('products');
  return (
    <table className="event-dates__table stack-table">
      <caption className="visually-hidden">{t('dates.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dates.columns.title')}</th>
          <th scope="col">{t('dates.columns.when')}</th>
          <th scope="col">{t('dates.columns.subTitle')}</th>
          <th scope="col">{t('dates.columns.seats')}</th>
          <th scope="col">{t('dates.columns.price')}</th>
          <th scope="col"><span className="visually-hidden">{t('dates.columns.action')}</span></th>
        </tr>
      </thead>
      <tbody>
        {dates.map((date) => <EventDateRow key={date.id} date={date} {...format} />)}
      </tbody>
    </table>
  );
}
