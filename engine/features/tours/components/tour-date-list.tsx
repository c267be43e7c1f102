import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { isFewSeats, type DayPlaces } from '../lib/date-list.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';

interface TourDateListProps {
  dates: { date: string; places?: DayPlaces }[];
  /** Days the list looks ahead, for its label. */
  days: number;
  fewSeatsPercent: number;
  hasMore: boolean;
  onMore: () => void;
  onChoose: (date: string) => void;
}

/**
 * requirements/tours.md §2.2 'Tour dates list': the dates with free places and a few-seats mark, and 'load
 * more'. After 'load more' focus moves to the first new date, so the keyboard user is not left behind.
 */
export function TourDateList({ dates, days, fewSeatsPercent, hasMore, onMore, onChoose }: TourDateListProps) {
  const { t } = useTranslation('tours');
  const dateOptions = useDateOptions();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom !== null) buttons.current[focusFrom]?.focus();
  }, [focusFrom, dates.length]);
  return (
    <>
      <ul className="tour-dates" aria-label={t('dates.listLabel', { days })}>
        {dates.map(({ date, places }, index) => {
          const bookedOut = places?.free === 0;
          return (
            <li key={date}>
              <button type="button" className="tour-date" data-date={date} disabled={bookedOut} ref={(node) => { buttons.current[index] = node; }} onClick={() => onChoose(date)}>
                <span className="tour-date__day">{formatDate(`${date}T12:00:00Z`, 'full', dateOptions)}</span>
                <span className="tour-date__free">
                  {!places ? t('dates.placesLoading') : bookedOut ? t('dates.bookedOut') : t('dates.free', { count: places.free })}
                </span>
                {places && isFewSeats(places, fewSeatsPercent) && <span className="tour-badge tour-badge--warning">{t('dates.fewSeats')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <button type="button" className="button button--ghost tour-dates__more" onClick={() => { setFocusFrom(dates.length); onMore(); }}>
          {t('dates.loadMore')}
        </button>
      )}
    </>
  );
}
