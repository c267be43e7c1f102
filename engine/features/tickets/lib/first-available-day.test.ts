import { describe, expect, it } from 'vitest';
import { firstAvailableDay } from './first-available-day.ts';

describe('first available date for VIP views (settings vip.firstAvailableDate)', () => {
  it('picks the earliest bookable day, whatever order the answer lists them in', () => {
    expect(firstAvailableDay({ '2026-12-03': true, '2026-12-01': false, '2026-12-02': true })).toBe('2026-12-02');
  });

  it('is null when nothing is bookable or the calendar has not loaded', () => {
    expect(firstAvailableDay({ '2026-12-01': false })).toBeNull();
    expect(firstAvailableDay(undefined)).toBeNull();
  });
});
