import type { EventCalendar, EventDate } from '../api/events.api.ts';

type WithSeats = Pick<EventDate, 'seats'>;

/** requirements/events-and-seats.md §4.1 'Event dates': a date is sold out when seats.available is missing or at most 0. */
export function isDateSoldOut(date: WithSeats): boolean {
  const available = date.seats?.available;
  return available === undefined || available === null || available <= 0;
}

/** A date that has already begun cannot be booked any more (the order refuses it, requirements/api.md §8.5). */
const isDatePast = (date: Pick<EventDate, 'start_time'>, now: Date) => Date.parse(date.start_time) <= now.getTime();

/** The dates still ahead: a Thursday evening's talk leaves the list once it has begun. */
export const upcomingDates = <T extends Pick<EventDate, 'start_time'>>(dates: T[], now: Date) => dates.filter((date) => !isDatePast(date, now));

/** requirements/events-and-seats.md §4: a day is booked out when its available seats (negatives counted as 0) add up to 0. */
export function isDayBookedOut(dates: WithSeats[]): boolean {
  return dates.length > 0 && dates.reduce((sum, date) => sum + Math.max(0, date.seats?.available ?? 0), 0) === 0;
}

export interface CalendarDays {
  /** Day → bookable, in the shape the month calendar reads; days without dates are false. */
  days: Record<string, boolean>;
  /** Days that have dates, all booked out: marked sold out instead of plain unavailable. */
  soldOutDays: string[];
}

/** The GET /calendar (depth=all) answers of the loaded months → what the calendar shows; begun dates count as gone. */
export function calendarDays(answers: EventCalendar[], now: Date): CalendarDays {
  const days: Record<string, boolean> = {};
  const soldOutDays: string[] = [];
  for (const answer of answers) {
    for (const [day, entries] of Object.entries(answer)) {
      // depth=any answers (booleans) carry no seats: take them as they are.
      if (!Array.isArray(entries)) {
        days[day] = entries;
        continue;
      }
      const dates = upcomingDates(entries.map((entry) => entry.date), now);
      days[day] = dates.some((date) => date.bookable !== false && !isDateSoldOut(date));
      if (isDayBookedOut(dates)) soldOutDays.push(day);
    }
  }
  return { days, soldOutDays };
}

/** The first bookable day from today on, for a detail opened without a date. */
export function firstAvailableDay(days: Record<string, boolean>, today: string): string | undefined {
  return Object.keys(days).filter((day) => day >= today && days[day]).sort()[0];
}
