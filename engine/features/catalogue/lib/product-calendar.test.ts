import { describe, expect, it } from 'vitest';
import { availableDays, calendarWindow, isSoldOut, startTimeOf } from './product-calendar.ts';

describe('calendarWindow', () => {
  it('starts today in Berlin, even late in the UTC evening', () => {
    expect(calendarWindow(new Date('2026-03-01T23:30:00Z'), 'Europe/Berlin', 31)).toEqual({ start_at: '2026-03-02', end_at: '2026-04-01' });
  });
});

describe('availableDays', () => {
  it('reads depth=any and depth=all answers alike, sorted', () => {
    expect(availableDays({ '2026-03-05': true, '2026-03-03': [{}], '2026-03-04': false, '2026-03-06': [] })).toEqual(['2026-03-03', '2026-03-05']);
    expect(availableDays(undefined)).toEqual([]);
  });
});

describe('isSoldOut', () => {
  it('marks dates without seats or not bookable', () => {
    expect(isSoldOut({ bookable: true, seats: { available: 0 } })).toBe(true);
    expect(isSoldOut({ bookable: false, seats: { available: 5 } })).toBe(true);
    expect(isSoldOut({ bookable: true, seats: { available: null } })).toBe(false);
  });
});

describe('startTimeOf', () => {
  it('shows the Berlin wall clock', () => {
    expect(startTimeOf('2026-07-02T16:30:00Z')).toBe('18:30');
  });
});
