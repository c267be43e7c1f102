import { describe, expect, it } from 'vitest';
import { isAllowedStartDate, isPastDate, startDateBounds, startDay } from './start-date.ts';

// 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
const now = new Date('2026-12-31T23:30:00Z');

describe('start date (contract PUT /annual/ticket_sales)', () => {
  it('counts today and +365 days in Europe/Berlin', () => {
    expect(startDateBounds(now)).toEqual({ min: '2027-01-01', max: '2028-01-01' });
  });
  it('accepts only days inside the window', () => {
    expect(isAllowedStartDate('2027-01-01', now)).toBe(true);
    expect(isAllowedStartDate('2026-12-31', now)).toBe(false);
    expect(isAllowedStartDate('2028-01-02', now)).toBe(false);
    expect(isAllowedStartDate('garbage', now)).toBe(false);
  });
  it('reads the Berlin day of start_at', () => expect(startDay('2026-11-30T23:00:00Z')).toBe('2026-12-01'));
});

describe('date of birth (requirements/annual-and-vip.md §5)', () => {
  it('must lie in the past', () => {
    expect(isPastDate('1990-04-02', now)).toBe(true);
    expect(isPastDate('2027-01-01', now)).toBe(false);
    expect(isPastDate('02.04.1990', now)).toBe(false);
  });
});
