import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, withQuery } from '../../../app/paths.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import type { CalendarDate } from '../api/calendar.api.ts';
import { isSoldOut, startTimeOf } from '../lib/product-calendar.ts';
import { takeWithMore } from '../lib/take-with-more.ts';

interface CalendarDateListProps {
  dates: CalendarDate[];
  day: string;
  /** settings.catalogue.productCalendar.previewDates */
  limit: number;
  timezone: string;
  /** settings.catalogue.displayEventInfo: the title-and-location line. */
  showInfo: boolean;
  moreHref: string;
}

/** The chosen day's dates: start time, title and location, sold-out marking, then 'more' (requirements/catalogue.md §2). */
export function CalendarDateList({ dates, day, limit, timezone, showInfo, moreHref }: CalendarDateListProps) {
  const { t } = useTranslation('catalogue');
  const taken = takeWithMore(dates, limit);
  if (!taken.total) return <EmptyState>{t('calendar.noneOnDay')}</EmptyState>;
  return (
    <>
      <ul className="calendar-dates">
        {taken.shown.map((date) => {
          const time = startTimeOf(date.start_time, timezone);
          const info = [date.title, date.location?.name].filter(Boolean).join(' · ');
          return (
            <li key={date.id} className="calendar-dates__item">
              {isSoldOut(date) ? (
                <span className="calendar-dates__time">{time}</span>
              ) : (
                <Link className="calendar-dates__time" to={withQuery(paths.event.href(date.event_id), { date: day, date_id: date.id })}>
                  {t('calendar.book', { time })}
                </Link>
              )}
              {showInfo && <span className="calendar-dates__info">{info}</span>}
              {isSoldOut(date) && <span className="calendar-dates__sold-out">{t('calendar.soldOut')}</span>}
            </li>
          );
        })}
      </ul>
      {taken.more && <Link className="more-link" to={moreHref}>{t('calendar.more')}</Link>}
    </>
  );
}
