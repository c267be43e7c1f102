import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../shared/i18n/date-time-format.ts';
import { dayjs } from '../../../shared/i18n/dayjs.ts';
import { monthWeeks } from '../lib/month-grid.ts';
import './calendar.css';

export interface MonthCalendarProps {
  /** 'YYYY-MM' */
  month: string;
  today: string;
  selected?: string;
  /** /tickets/calendar answer: day → bookable; undefined while loading. */
  days?: Record<string, boolean>;
  /** settings.tickets.calendar.showSoldOutDates */
  showSoldOut: boolean;
  /** Event calendars: only these unavailable days are sold out; the rest simply have no dates. */
  soldOutDays?: readonly string[];
  onSelect: (date: string) => void;
}

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * One month as a keyboard-navigable grid (requirements/tickets.md §5.1 Dates: weeks start Monday, past days disabled).
 * Arrow keys move between days; unavailable days stay focusable but aria-disabled.
 */
export function MonthCalendar({ month, today, selected, days, showSoldOut, soldOutDays, onSelect }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('tickets');
  const grid = useRef<HTMLTableElement>(null);
  const weeks = monthWeeks(month);
  const language = i18n.language;
  const weekdays = weeks[0]!.map((_, index) => dayjs('2024-01-01').add(index, 'day').toDate());
  // Shared formatters: a month renders ~40 labels, and a new formatter per render cost more than the grid (issue 12).
  const weekday = dateTimeFormat(language, { weekday: 'short' });
  const weekdayName = dateTimeFormat(language, { weekday: 'long' });
  const longDay = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const title = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`));

  const move = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    const target = dayjs(date).add(step, 'day').format('YYYY-MM-DD');
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${target}"]`)?.focus();
  };

  return (
    <div className="month-calendar">
      <h2 className="month-calendar__title" id={`calendar-${month}`}>{title}</h2>
      <table role="grid" aria-labelledby={`calendar-${month}`} ref={grid} className="month-calendar__grid">
        <thead>
          <tr>{weekdays.map((day) => <th key={day.toISOString()} scope="col" abbr={weekdayName.format(day)}>{weekday.format(day)}</th>)}</tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((date, cell) => {
                if (!date) return <td key={cell} />;
                const past = date < today;
                const bookable = days?.[date];
                const unavailable = past || bookable === false;
                const soldOut = !past && bookable === false && showSoldOut && (!soldOutDays || soldOutDays.includes(date));
                const state = past ? '' : soldOut ? t('calendar.soldOut') : bookable === false ? t('calendar.unavailable') : bookable ? t('calendar.available') : '';
                const isSelected = date === selected;
                return (
                  <td key={date} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button" data-date={date}
                      className={`calendar-day${isSelected ? ' calendar-day--selected' : ''}${soldOut ? ' calendar-day--sold-out' : ''}${bookable ? ' calendar-day--available' : ''}${date === today ? ' calendar-day--today' : ''}`}
                      aria-pressed={isSelected} aria-disabled={unavailable}
                      aria-label={[longDay.format(new Date(`${date}T12:00:00Z`)), state].filter(Boolean).join(', ')}
                      tabIndex={isSelected || (!selected && date === today) ? 0 : -1}
                      onKeyDown={(event) => move(event, date)}
                      onClick={() => !unavailable && onSelect(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
