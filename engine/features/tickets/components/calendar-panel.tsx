import { useTranslation } from 'react-i18next';
import { useStableCallback } from '../../../shared/lib/use-stable-callback.ts';
import { addMonths, monthOf } from '../lib/month-grid.ts';
import { MonthCalendar } from './month-calendar.tsx';
import './calendar.css';

export interface CalendarPanelProps {
  /** First month shown, 'YYYY-MM'. */
  month: string;
  /** settings.tickets.calendar.monthsQuantity (combi: calendarMonths). */
  monthsQuantity: number;
  today: string;
  selected?: string;
  days?: Record<string, boolean>;
  showSoldOut: boolean;
  soldOutDays?: readonly string[];
  onSelect: (date: string) => void;
  onMonthChange: (month: string) => void;
}

/** One or several month calendars with previous/next; paging never goes before today's month. */
export function CalendarPanel({ month, monthsQuantity, today, onMonthChange, onSelect, ...calendar }: CalendarPanelProps) {
  const { t } = useTranslation('tickets');
  // The months are memoised; the screens recreate their date handler on every render.
  const select = useStableCallback(onSelect);
  const months = Array.from({ length: Math.max(1, monthsQuantity) }, (_, index) => addMonths(month, index));
  return (
    <section className="calendar-panel" aria-label={t('calendar.label')}>
      <div className="calendar-nav">
        <button type="button" className="calendar-nav__button" onClick={() => onMonthChange(addMonths(month, -1))} disabled={month <= monthOf(today)} aria-label={t('calendar.previous')}>‹</button>
        <button type="button" className="calendar-nav__button" onClick={() => onMonthChange(addMonths(month, 1))} aria-label={t('calendar.next')}>›</button>
      </div>
      <div className="calendar-months">
        {months.map((shown) => <MonthCalendar key={shown} month={shown} today={today} onSelect={select} {...calendar} />)}
      </div>
    </section>
  );
}
