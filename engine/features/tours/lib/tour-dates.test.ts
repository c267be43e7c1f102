import { describe, expect, it } from 'vitest';
import { addDays, availableDays, dayRange, firstAvailableDay, resolveTourDate, todayIn } from './tour-dates.ts';

describe('requirements/tickets.md §5.1 Dates: the date param', () => {
  const today = '2026-03-10';
  it('keeps a valid date of today or later', () => {
    expect(resolveTourDate('2026-03-10', today)).toBe('2026-03-10');
    expect(resolveTourDate('2026-04-01', today)).toBe('2026-04-01');
  });
  it('replaces a past date by today', () => {
    expect(resolveTourDate('2026-03-09', today)).toBe(today);
  });
  it('replaces an invalid date by today', () => {
    expect(resolveTourDate('2026-02-30', today)).toBe(today);
    expect(resolveTourDate('morgen', today)).toBe(today);
    expect(resolveTourDate(null, today)).toBe(today);
  });
});

describe('requirements/tours.md §9.1 Tour dates', () => {
  it('today is Berlin time', () => {
    expect(todayIn(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
  });
  it('a list of 60 days ends 59 days after its first day', () => {
    expect(dayRange('2026-03-10', 60)).toEqual({ start_at: '2026-03-10', end_at: addDays('2026-03-10', 59) });
    expect(addDays('2026-03-10', 59)).toBe('2026-05-08');
  });
  it('lists only days with a free start, in date order', () => {
    expect(availableDays({ '2026-03-12': true, '2026-03-10': true, '2026-03-11': false })).toEqual(['2026-03-10', '2026-03-12']);
    expect(availableDays(undefined)).toEqual([]);
  });
  it('auto-jumps to the first available day on or after the wanted one', () => {
    const days = { '2026-03-10': true, '2026-03-11': false, '2026-03-14': true };
    expect(firstAvailableDay(days, '2026-03-11')).toBe('2026-03-14');
    expect(firstAvailableDay(days, '2026-03-10')).toBe('2026-03-10');
    expect(firstAvailableDay(days, '2026-03-15')).toBeNull();
  });
});
