import { describe, expect, it } from 'vitest';
import { forecastDay, levelOf, type SlotInput } from './day-forecast';
import type { PastSlot } from './history';

const HOUR = 3_600_000;
const day = Date.parse('2026-11-28T00:00:00+01:00');
const at = (hour: number) => day + hour * HOUR;
const slot = (hour: number, booked: number, sellable = true): SlotInput =>
  ({ startMs: at(hour), weekday: 6, hour, sellable, quotas: [{ quotaId: 1, booked, capacity: 40 }] });

describe('forecastDay (day-forecast.ts)', () => {
  it('levels: quiet below 0.5, busy from 0.8', () => {
    expect([levelOf(0), levelOf(0.49), levelOf(0.5), levelOf(0.79), levelOf(0.8), levelOf(1)]).toEqual(['quiet', 'quiet', 'medium', 'medium', 'busy', 'busy']);
  });

  it('without history expects the booked places and names the clearly quieter sellable slots within two hours', () => {
    const slots = [slot(10, 8), slot(11, 36), slot(12, 20), slot(13, 4, false), slot(14, 2)];
    const result = forecastDay(slots, new Map(), at(9));
    expect(result.map((entry) => [entry.expected, entry.fullness, entry.level])).toEqual([
      [8, 0.2, 'quiet'], [36, 0.9, 'busy'], [20, 0.5, 'medium'], [4, 0.1, 'quiet'], [2, 0.05, 'quiet'],
    ]);
    // 11:00: 10:00 and 12:00 are emptier by 0.2 or more; 13:00 is no longer sold; 14:00 is 3 hours away.
    expect(result[1]!.alternatives).toEqual([at(10), at(12)]);
    expect(result[0]!.alternatives).toEqual([]);
  });

  it('learns the pickup from past slots of the same quota and sums the quotas of a slot', () => {
    const past: PastSlot[] = [7, 14, 21].map((days) => ({
      startMs: at(12) - days * 24 * HOUR, weekday: 6, hour: 12,
      bookings: [{ createdMs: at(12) - days * 24 * HOUR - 48 * HOUR, places: 10 }, { createdMs: at(12) - days * 24 * HOUR - 60_000, places: 20 }],
    }));
    const input: SlotInput = { ...slot(12, 10), quotas: [{ quotaId: 1, booked: 10, capacity: 40 }, { quotaId: 2, booked: 5, capacity: 10 }] };
    const [result] = forecastDay([input], new Map([[1, past]]), at(12) - 24 * HOUR);
    // Quota 1 usually ends with 30 from 10 a day ahead; quota 2 has no history and keeps its 5.
    expect(result!.capacity).toBe(50);
    expect(result!.booked).toBe(15);
    expect(result!.expected).toBe(35);
  });
});
