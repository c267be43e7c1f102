import { describe, expect, it } from 'vitest';
import { calendarDays, firstAvailableDay, isDateSoldOut, isDayBookedOut, upcomingDates } from './date-status.ts';

const date = (available: number | null | undefined, bookable = true, start_time = '2026-03-12T18:30:00+01:00') => ({
  id: 1, event_id: 1, title: 'Vortrag', start_time, bookable, seats: { max: 60, available },
});
const now = new Date('2026-03-10T12:00:00Z');

describe('requirements/events-and-seats.md §4.1 Event dates', () => {
  it('a date is sold out when seats.available is missing or at most 0', () => {
    expect(isDateSoldOut(date(3))).toBe(false);
    expect(isDateSoldOut(date(0))).toBe(true);
    expect(isDateSoldOut(date(-2))).toBe(true);
    expect(isDateSoldOut(date(null))).toBe(true);
    expect(isDateSoldOut(date(undefined))).toBe(true);
  });
  it('a day is booked out when the sum of available seats, negatives as 0, is 0', () => {
    expect(isDayBookedOut([date(0), date(-3)])).toBe(true);
    expect(isDayBookedOut([date(0), date(2)])).toBe(false);
    expect(isDayBookedOut([])).toBe(false);
  });
  it('calendar days: available, booked out (marked) and without dates', () => {
    const answer = {
      '2026-03-12': [{ date: date(5) }],
      '2026-03-13': [{ date: date(0) }],
      '2026-03-14': [],
      '2026-03-15': [{ date: date(5, false) }],
    };
    expect(calendarDays([answer, { '2026-04-01': true }], now)).toEqual({
      days: { '2026-03-12': true, '2026-03-13': false, '2026-03-14': false, '2026-03-15': false, '2026-04-01': true },
      soldOutDays: ['2026-03-13'],
    });
  });
  it('a date that has begun is gone: its day is no longer available', () => {
    const later = date(5, true, '2026-03-10T18:30:00+01:00');
    const begun = date(5, true, '2026-03-10T11:00:00+01:00');
    expect(upcomingDates([begun, later], now)).toEqual([later]);
    expect(calendarDays([{ '2026-03-10': [{ date: begun }] }], now)).toEqual({ days: { '2026-03-10': false }, soldOutDays: [] });
  });
  it('the first available day is today or later', () => {
    expect(firstAvailableDay({ '2026-03-09': true, '2026-03-12': true, '2026-03-11': false }, '2026-03-10')).toBe('2026-03-12');
    expect(firstAvailableDay({ '2026-03-11': false }, '2026-03-10')).toBeUndefined();
  });
});
