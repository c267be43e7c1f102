import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useDateOptions } from '../../shop/api/shop.queries.ts';
import type { EventDate } from '../api/events.api.ts';
import { isDateSoldOut } from '../lib/date-status.ts';

interface UpcomingDateListProps {
  dates: EventDate[] | undefined;
  /** The last day loaded; 'later dates' loads the days after it. */
  until: string | undefined;
  loading: boolean;
  onLater: () => void;
  onChoose: (date: EventDate) => void;
}

/** The event's next dates across months (requirements/events-and-seats.md §2.1 'Load more dates', requirements/events-and-seats.md §9.1 date windows). */
export function UpcomingDateList({ dates, until, loading, onLater, onChoose }: UpcomingDateListProps) {
  const { t } = useTranslation('events');
  const dateOptions = useDateOptions();
  if (!dates) return loading ? <Loading /> : null;
  return (
    <section className="event-dates" aria-labelledby="event-upcoming-title">
      <h2 id="event-upcoming-title" className="event-section-title">{t('upcoming.title')}</h2>
      {dates.length === 0 ? <p className="empty-state">{t('upcoming.none', { date: until ? formatDate(`${until}T12:00:00Z`, 'full', dateOptions) : '' })}</p> : (
        <ul className="event-dates__list">
          {dates.map((date) => (
            <li key={date.id}>
              <button type="button" className={`event-date${isDateSoldOut(date) ? ' event-date--sold-out' : ''}`} onClick={() => onChoose(date)}>
                <span className="event-date__time">{formatDate(date.start_time, 'full', dateOptions)}, {formatTime(date.start_time, dateOptions)}</span>
                {isDateSoldOut(date) && <span className="badge badge--danger">{t('dates.soldOut')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--ghost" onClick={onLater} disabled={loading}>{t('upcoming.later')}</button>
    </section>
  );
}
