import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { tourQueries } from '../api/tours.queries.ts';
import { pageOfDates, placesOfDay } from '../lib/date-list.ts';
import { availableDays, dayRange, todayIn } from '../lib/tour-dates.ts';
import { TourDateList } from './tour-date-list.tsx';
import { TourStep } from './tour-step.tsx';

interface TourDatesStepProps {
  tourId: number;
  autoFocus?: boolean;
  onChoose: (date: string) => void;
}

/**
 * Step 1 (requirements/tours.md §2, requirements/tours.md §9.1 Tour dates): the days with a free start over the next listDays days,
 * listPageSize at a time. Free places are read per shown date from its start times, which the time
 * step then finds in the cache. Calls: GET /tours/{id}/start_times (depth=any), …/start_times/{date}.
 */
export function TourDatesStep({ tourId, autoFocus = false, onChoose }: TourDatesStepProps) {
  const { t } = useTranslation('tours');
  const scope = useQueryScope();
  const { settings, timezone } = useShop();
  const { listDays, listPageSize, fewSeatsThresholdPercent } = settings.catalogue.tours;
  const [shown, setShown] = useState(listPageSize);
  const days = useQuery(tourQueries.days(scope, tourId, dayRange(todayIn(new Date(), timezone), listDays)));
  const { visible, hasMore } = pageOfDates(availableDays(days.data), shown);
  const starts = useQueries({ queries: visible.map((date) => tourQueries.startTimes(scope, tourId, date)) });

  let body;
  if (days.isPending) body = <Loading />;
  else if (days.isError) body = <ErrorBanner error={days.error} />;
  else if (visible.length === 0) body = <EmptyState>{t('dates.empty', { days: listDays })}</EmptyState>;
  else {
    body = (
      <TourDateList
        dates={visible.map((date, index) => ({ date, places: starts[index]?.data ? placesOfDay(starts[index].data) : undefined }))}
        days={listDays} fewSeatsPercent={fewSeatsThresholdPercent} hasMore={hasMore}
        onMore={() => setShown((count) => count + listPageSize)} onChoose={onChoose}
      />
    );
  }
  return <TourStep heading={t('dates.heading')} autoFocus={autoFocus}>{body}</TourStep>;
}
