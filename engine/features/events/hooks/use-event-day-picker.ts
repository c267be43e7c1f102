import { useState } from 'react';
import type { CalendarPanelProps } from '../../tickets/components/calendar-panel.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { firstAvailableDay } from '../lib/date-status.ts';
import { monthOf } from '../lib/event-days.ts';
import { useEventCalendar } from './use-event-calendar.ts';

/**
 * The event's month calendar (months from settings.tickets.calendar, requirements/events-and-seats.md §2) and the chosen day:
 * the URL's, else the first day with free dates, so the detail opens on the next date. `nextDay`
 * (the first of the upcoming dates) opens the calendar on a date months ahead, too.
 */
export function useEventDayPicker(eventId: number, today: string, day: string | undefined, onDay: (day: string) => void, nextDay?: string) {
  const { monthsQuantity, preLoad, showSoldOutDates } = useShop().settings.tickets.calendar;
  const [paged, setPaged] = useState<string>();
  const calendar = useEventCalendar(eventId, paged ?? monthOf(day ?? nextDay ?? today), monthsQuantity, today, preLoad);
  const selected = day ?? firstAvailableDay(calendar.days, today) ?? nextDay;
  const panel: CalendarPanelProps = {
    month: paged ?? monthOf(selected ?? today), monthsQuantity, today, selected,
    days: calendar.loading ? undefined : calendar.days, soldOutDays: calendar.soldOutDays, showSoldOut: showSoldOutDates,
    onSelect: onDay, onMonthChange: setPaged,
  };
  return { panel, selected, loading: calendar.loading, error: calendar.error };
}
