import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { CalendarFilter } from '../api/calendar.api.ts';
import { catalogueQueries } from '../api/catalogue.queries.ts';
import { availableDays, calendarWindow } from '../lib/product-calendar.ts';
import { CalendarDateList } from './calendar-date-list.tsx';

interface ProductCalendarProps {
  filter?: CalendarFilter;
  /** Where 'more' leads: the event list of the same museum or exhibition. */
  moreQuery?: { museum_id?: number; exhibition_id?: number };
}

/**
 * requirements/catalogue.md §2.7 'Product calendar': a date picker opening on the first day with dates, the
 * dates of the chosen day (settings catalogue.productCalendar), or an info message.
 * Calls GET /calendar (depth from settings) and GET /dates of the chosen day.
 */
export function ProductCalendar({ filter = {}, moreQuery }: ProductCalendarProps) {
  const { t } = useTranslation('catalogue');
  const shop = useShop();
  const scope = useQueryScope();
  const id = useId();
  const { perPage, previewDates, depth } = shop.settings.catalogue.productCalendar;
  const range = calendarWindow(new Date(), shop.timezone);
  const days = useQuery({ ...catalogueQueries.calendarDays(scope, { ...filter, depth, ...range }), select: availableDays });
  const [chosen, setChosen] = useState<string>();
  const day = chosen ?? days.data?.[0];
  const dates = useQuery({ ...catalogueQueries.calendarDates(scope, { ...filter, day: day ?? range.start_at, per_page: perPage }), enabled: day !== undefined });

  return (
    <section aria-labelledby={id} className="product-calendar">
      <div className="section-head">
        <h2 id={id}>{t('calendar.title')}</h2>
      </div>
      {days.isPending && <Loading />}
      {days.error && <ErrorBanner error={days.error} />}
      {days.data?.length === 0 && <EmptyState>{t('calendar.none')}</EmptyState>}
      {day && (
        <>
          <label className="product-calendar__day">
            {t('calendar.day')}
            <input type="date" value={day} min={range.start_at} onChange={(event) => event.target.value && setChosen(event.target.value)} />
          </label>
          {dates.isPending ? <Loading /> : dates.error ? <ErrorBanner error={dates.error} /> : (
            <CalendarDateList dates={dates.data?.dates ?? []} day={day} limit={previewDates} timezone={shop.timezone}
              showInfo={shop.settings.catalogue.displayEventInfo} moreHref={withQuery(paths.events.href(), moreQuery)} />
          )}
        </>
      )}
    </section>
  );
}

