import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import type { EventDate } from '../api/events.api.ts';
import { isDateSoldOut } from '../lib/date-status.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';

export interface DayDateListProps {
  day: string;
  dates: EventDate[];
  loading: boolean;
  error?: unknown;
  /** How many dates are shown; 'load more' reveals more (settings.catalogue.eventDates). */
  shown: number;
  timezone: string;
  onMore: () => void;
  onChoose: (date: EventDate) => void;
}

/** requirements/events-and-seats.md §2.1 'Event detail': the dates of the chosen day with start time, language and free seats. */
export function DayDateList({ day, dates, loading, error, shown, timezone, onMore, onChoose }: DayDateListProps) {
  const { t } = useTranslation('events');
  const dateOptions = useDateOptions();
  const heading = t('dates.title', { date: formatDate(`${day}T12:00:00Z`, 'full', dateOptions) });
  return (
    <section className="event-dates" aria-labelledby="event-dates-title">
      <h2 id="event-dates-title" className="event-section-title">{heading}</h2>
      {loading ? <Loading /> : error ? <ErrorBanner error={error} /> : dates.length === 0 ? (
        <p className="empty-state">{t('dates.empty')}</p>
      ) : (
        <>
          <ul className="event-dates__list">
            {dates.slice(0, shown).map((date) => {
              const soldOut = isDateSoldOut(date);
              const seats = soldOut ? t('dates.soldOut') : t('dates.seatsLeft', { count: date.seats.available ?? 0 });
              return (
                <li key={date.id}>
                  <button type="button" className={`event-date${soldOut ? ' event-date--sold-out' : ''}`} onClick={() => onChoose(date)}>
                    <span className="event-date__time">{t('dates.time', { time: formatTime(date.start_time, { timezone }) })}</span>
                    {date.language?.name && <span className="event-date__language">{date.language.name}</span>}
                    <span className={`badge${soldOut ? ' badge--danger' : ''}`}>{seats}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {dates.length > shown && <button type="button" className="button button--ghost" onClick={onMore}>{t('dates.loadMore')}</button>}
        </>
      )}
    </section>
  );
}
