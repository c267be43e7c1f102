import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { productQueries } from '../api/products.queries.ts';
import { EventDatesForm } from '../components/event-dates-form.tsx';
import { EventDatesTable } from '../components/event-dates-table.tsx';
import { RangeErrorsAlert } from '../components/range-errors-alert.tsx';
import { parseEventIds, rangeErrors, rangeFromUrl, todayIn, type DayRange } from '../lib/date-range.ts';

/** The dates of the searched range; a range the rules reject is reported instead of asked for. */
function DateResults({ range, eventIds, today }: { range: DayRange; eventIds: number[]; today: string }) {
  const { t } = useTranslation('products');
  const shop = useShop();
  const { perPage, initialShown, loadMoreStep } = shop.settings.catalogue.eventDates;
  const [shown, setShown] = useState(initialShown);
  const errors = rangeErrors(range, today);
  const params = { start_at: range.start, end_at: range.end, by_event_ids: eventIds, per_page: perPage };
  const dates = useQuery({ ...productQueries.dates(useQueryScope(), params), enabled: !errors.length });
  if (errors.length) return <RangeErrorsAlert errors={errors} />;
  if (dates.isPending) return <Loading />;
  if (dates.error) return <ErrorBanner error={dates.error} />;
  if (!dates.data.length) return <EmptyState>{t('dates.empty')}</EmptyState>;
  // catalogue.eventDates: the first initialShown rows, then loadMoreStep more per click.
  return (
    <>
      <EventDatesTable dates={dates.data.slice(0, shown)} language={shop.locale} timezone={shop.timezone} currency={shop.currency.code} />
      {dates.data.length > shown && (
        <button type="button" className="button button--ghost" onClick={() => setShown(shown + loadMoreStep)}>{t('dates.loadMore')}</button>
      )}
    </>
  );
}

/** /events/dates?start&end&event_ids (requirements/events-and-seats.md §2.2 'Event date list'). */
function EventDatesPage() {
  const { t } = useTranslation('products');
  const shop = useShop();
  const [params, setParams] = useSearchParams();
  const today = todayIn(new Date(), shop.timezone);
  const range = rangeFromUrl(params, today);
  const eventIds = parseEventIds(params.get('event_ids'));
  const events = useQuery(productQueries.list(useQueryScope(), 'events'));
  const search = (next: DayRange, ids: number[]) =>
    setParams({ start: next.start, end: next.end, ...(ids.length ? { event_ids: ids.join(',') } : {}) }, { replace: true });
  return (
    <>
      <PageHeading>{t('dates.title')}</PageHeading>
      <EventDatesForm key={params.toString()} events={events.data ?? []} initialRange={range} initialEventIds={eventIds} today={today} onSearch={search} />
      <DateResults key={params.toString()} range={range} eventIds={eventIds} today={today} />
    </>
  );
}

export { EventDatesPage as Component, RouteError as ErrorBoundary };
