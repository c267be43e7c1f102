import { describe, expect, it } from 'vitest';
import { minuteOfDay } from './berlin-day.ts';

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
