import { memo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../shared/i18n/date-time-format.ts';
import { addDays } from '../lib/berlin-day.ts';
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
function Month({ month, today, selected, days, showSoldOut, soldOutDays, onSelect }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('tickets');
  const grid = useRef<HTMLTableElement>(null);
  const weeks = monthWeeks(month);
  const language = i18n.language;
  // 1 January 2024 was a Monday; local midnights, as the weekday formatters read local time.
  const weekdays = weeks[0]!.map((_, index) => new Date(2024, 0, 1 + index));
  // Shared formatters: a month renders ~40 labels, and a new formatter per render cost more than the grid (issue 12).
  const weekday = dateTimeFormat(language, { weekday: 'short' });
  const weekdayName = dateTimeFormat(language, { weekday: 'long' });
  const longDay = dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const title = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`));
  const states = { soldOut: t('calendar.soldOut'), unavailable: t('calendar.unavailable'), available: t('calendar.available') };

  const move = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const step = MOVES[event.key];
    if (!step) return;
    event.preventDefault();
    const target = addDays(date, step);
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
                const state = past ? '' : soldOut ? states.soldOut : bookable === false ? states.unavailable : bookable ? states.available : '';
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

/**
 * Memoised: the time selection renders again with every answer it waits for (tickets, capacities,
 * filters), and two months of day buttons were the largest part of each of those renders on a
 * phone (issue 12). Callers pass a stable `onSelect` and `days`.
 */
export const MonthCalendar = memo(Month);
