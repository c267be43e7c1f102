import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { TourStartTime } from '../api/tours.api.ts';
import { tourQueries } from '../api/tours.queries.ts';
import { TourStartTimes } from './tour-start-times.tsx';
import { TourStep } from './tour-step.tsx';

interface TourTimesStepProps {
  tourId: number;
  date: string;
  autoFocus?: boolean;
  onChoose: (start: TourStartTime) => void;
}

/** Step 2: the start times of the chosen day (GET /tours/{id}/start_times/{date}, requirements/api.md §7.7). */
export function TourTimesStep({ tourId, date, autoFocus = false, onChoose }: TourTimesStepProps) {
  const { t } = useTranslation('tours');
  const { timezone } = useShop();
  const starts = useQuery(tourQueries.startTimes(useQueryScope(), tourId, date));
  let body;
  if (starts.isPending) body = <Loading />;
  else if (starts.isError) body = <ErrorBanner error={starts.error} />;
  else if (starts.data.length === 0) body = <EmptyState>{t('times.empty')}</EmptyState>;
  else body = <TourStartTimes starts={starts.data} timezone={timezone} onChoose={onChoose} />;
  return <TourStep heading={t('times.heading')} autoFocus={autoFocus}>{body}</TourStep>;
}
