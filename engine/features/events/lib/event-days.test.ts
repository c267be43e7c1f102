import { describe, expect, it } from 'vitest';
import { addMonths, dayOfInstant, monthRange, todayIn, validDay } from './event-days.ts';

describe('event days (requirements/events-and-seats.md §5.2 Dates)', () => {
  it('today and instants are Berlin days', () => {
    expect(todayIn(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(dayOfInstant('2026-03-05T23:30:00Z')).toBe('2026-03-06');
  });
  it('month ranges start at today and stop at the end of the month', () => {
    expect(monthRange('2026-03', '2026-03-10')).toEqual({ start_at: '2026-03-10', end_at: '2026-03-31' });
    expect(monthRange('2026-04', '2026-03-10')).toEqual({ start_at: '2026-04-01', end_at: '2026-04-30' });
    expect(monthRange('2026-02', '2026-03-10')).toBeNull();
    expect(addMonths('2026-12', 1)).toBe('2027-01');
  });
  it('a date param must be a real day, today or later', () => {
    expect(validDay('2026-03-12', '2026-03-10')).toBe('2026-03-12');
    expect(validDay('2026-03-09', '2026-03-10')).toBeUndefined();
    expect(validDay('2026-02-30', '2026-01-10')).toBeUndefined();
    expect(validDay('morgen', '2026-03-10')).toBeUndefined();
    expect(validDay(null, '2026-03-10')).toBeUndefined();
  });
});
