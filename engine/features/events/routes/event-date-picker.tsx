import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { CalendarPanel } from '../../tickets/components/calendar-panel.tsx';
import type { EventDate } from '../api/events.api.ts';
import { eventQueries } from '../api/events.queries.ts';
import { DayDateList } from '../components/day-date-list.tsx';
import { UpcomingDateList } from '../components/upcoming-date-list.tsx';
import { upcomingDates } from '../lib/date-status.ts';
import { dayOfInstant } from '../lib/event-days.ts';
import { useEventDayPicker } from '../hooks/use-event-day-picker.ts';

interface EventDatePickerProps {
  eventId: number;
  today: string;
  /** The day from the URL, if valid. */
  day?: string;
  onDay: (day: string) => void;
  onDate: (day: string, date: EventDate) => void;
}

/** requirements/events-and-seats.md §2.1 'Event detail', dates variant: the month calendar, the dates of the chosen day with 'load more', then the next dates across months. */
export function EventDatePicker({ eventId, today, day, onDay, onDate }: EventDatePickerProps) {
  const { t } = useTranslation('events');
  const shop = useShop();
  const scope = useQueryScope();
  const paging = shop.settings.catalogue.eventDates;
  const [shown, setShown] = useState(paging.initialShown);
  const [extensions, setExtensions] = useState(0);
  const upcoming = useQuery({ ...eventQueries.upcoming(scope, { eventId, today, ...paging, extensions }), placeholderData: keepPreviousData });
  const nextDay = upcoming.data?.dates[0] ? dayOfInstant(upcoming.data.dates[0].start_time, shop.timezone) : undefined;
  const picker = useEventDayPicker(eventId, today, day, (next) => { setShown(paging.initialShown); onDay(next); }, nextDay);
  const { selected } = picker;
  const dates = useQuery({ ...eventQueries.dates(scope, { eventId, date: selected ?? today, perPage: paging.perPage }), enabled: !!selected });
  // requirements/events-and-seats.md §8.1 Availability: no date in any window ahead means the product has nothing to book at all.
  const nothing = !selected && !picker.loading && upcoming.isSuccess && !upcoming.isPlaceholderData && upcoming.data.dates.length === 0;
  return (
    <div className="event-picker">
      <CalendarPanel {...picker.panel} />
      {picker.error ? <ErrorBanner error={picker.error} />
        : nothing ? <p className="empty-state" role="status">{t('detail.empty')}</p>
        : !selected && !picker.loading && <p className="empty-state">{t('dates.none')}</p>}
      {selected && (
        <DayDateList day={selected} dates={upcomingDates(dates.data?.dates ?? [], new Date())} loading={dates.isPending} error={dates.error ?? undefined} shown={shown}
          timezone={shop.timezone} onMore={() => setShown(shown + paging.loadMoreStep)} onChoose={(date) => onDate(dayOfInstant(date.start_time, shop.timezone), date)} />
      )}
      <UpcomingDateList dates={upcoming.data?.dates} until={upcoming.data?.until} loading={upcoming.isFetching}
        onLater={() => setExtensions(extensions + 1)} onChoose={(date) => onDate(dayOfInstant(date.start_time, shop.timezone), date)} />
    </div>
  );
}
