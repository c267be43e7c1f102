import { describe, expect, it } from 'vitest';
import { addDays, dayOfInstant, minuteOfDay, todayIn } from './berlin-day.ts';

describe('minuteOfDay', () => {
  it('counts minutes after the Berlin midnight, across the DST switches', () => {
    expect(minuteOfDay('2026-06-01T10:15:00+02:00')).toBe(10 * 60 + 15);
    expect(minuteOfDay('2026-06-30T22:30:00Z')).toBe(30);
    expect(minuteOfDay('2026-03-29T01:00:00Z')).toBe(3 * 60);
    expect(minuteOfDay('2026-10-25T01:30:00Z')).toBe(2 * 60 + 30);
    expect(minuteOfDay(Date.parse('2026-01-15T23:59:00Z'))).toBe(59);
  });

  it('reads other zones', () => {
    expect(minuteOfDay('2026-06-01T10:15:00Z', 'America/New_York')).toBe(6 * 60 + 15);
  });
});

describe('days in the shop timezone', () => {
  it('today is the Berlin date, not the visitor clock date', () => {
    expect(todayIn(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayIn(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(todayIn(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(dayOfInstant('2026-03-29T00:30:00Z')).toBe('2026-03-29');
    expect(dayOfInstant('2026-06-01T03:00:00Z', 'America/New_York')).toBe('2026-05-31');
  });
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-07-06', 0)).toBe('2026-07-06');
  });
});
