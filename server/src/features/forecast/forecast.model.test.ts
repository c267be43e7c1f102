import { describe, expect, it } from 'vitest';
import { expectedPlaces, learn, type SlotObservation } from './forecast.model';
import { observeAt, type PastSlot } from './history';

const HOUR = 3_600_000;
const slot = (over: Partial<Parameters<typeof expectedPlaces>[1]> = {}) => ({ weekday: 6, hour: 12, booked: 10, capacity: 40, leadMs: 24 * HOUR, ...over });
/** `days` past Saturdays at 12:00 that had `atLead` booked a day ahead and ended with `final`. */
const saturdays = (days: number, atLead: number, final: number): SlotObservation[] =>
  Array.from({ length: days }, () => ({ weekday: 6, hour: 12, atLead, final }));

describe('expectedPlaces (forecast.model.ts)', () => {
  it('expects what is booked without history, and for a slot that has begun', () => {
    expect(expectedPlaces(learn([]), slot())).toBe(10);
    expect(expectedPlaces(learn(saturdays(8, 10, 30)), slot({ leadMs: 0 }))).toBe(10);
  });

  it('adds the usual pickup on an ordinary day and follows a day that runs ahead or behind', () => {
    const model = learn(saturdays(8, 15, 30));
    const usual = expectedPlaces(model, slot({ booked: 15, capacity: 100 }));
    expect(usual).toBeCloseTo(30, 5);
    // Twice the usual bookings imply more than usual, fewer imply less — but both stay between the two views.
    const ahead = expectedPlaces(model, slot({ booked: 25, capacity: 100 }));
    const behind = expectedPlaces(model, slot({ booked: 5, capacity: 100 }));
    expect(ahead).toBeGreaterThan(usual);
    expect(ahead).toBeLessThan(25 * 2);
    expect(behind).toBeLessThan(usual);
    expect(behind).toBeGreaterThan(5);
  });

  it('never expects fewer than booked nor more than the capacity', () => {
    const model = learn(saturdays(8, 5, 40));
    expect(expectedPlaces(model, slot({ booked: 30, capacity: 40 }))).toBe(40);
    expect(expectedPlaces(model, slot({ booked: 45, capacity: 40 }))).toBe(45);
    expect(expectedPlaces(learn(saturdays(8, 20, 20)), slot({ booked: 12 }))).toBeCloseTo(12, 5);
  });

  it('shrinks a thin cell toward the overall history', () => {
    // Tuesdays are quiet (8 days ending with 6), one Saturday ended with 36: a Saturday expects more than a
    // Tuesday, but less than the single Saturday alone says.
    const history = [...Array.from({ length: 8 }, () => ({ weekday: 2, hour: 12, atLead: 0, final: 6 })), { weekday: 6, hour: 12, atLead: 0, final: 36 }];
    const saturday = expectedPlaces(learn(history), slot({ booked: 0, weekday: 6 }));
    const tuesday = expectedPlaces(learn(history), slot({ booked: 0, weekday: 2 }));
    expect(saturday).toBeGreaterThan(tuesday);
    expect(saturday).toBeLessThan(36);
    expect(tuesday).toBeGreaterThan(5);
  });
});

describe('observeAt (history.ts)', () => {
  it('counts what was booked the lead time before each slot and in the end', () => {
    const start = Date.parse('2026-11-21T12:00:00+01:00');
    const past: PastSlot = { startMs: start, weekday: 6, hour: 12, bookings: [
      { createdMs: start - 48 * HOUR, places: 4 }, { createdMs: start - 24 * HOUR, places: 2 }, { createdMs: start - 600_000, places: 3 },
    ] };
    expect(observeAt([past], 24 * HOUR)).toEqual([{ weekday: 6, hour: 12, atLead: 6, final: 9 }]);
    expect(observeAt([past], 72 * HOUR)[0]!.atLead).toBe(0);
    expect(observeAt([past], 0)[0]!.atLead).toBe(9);
  });
});
