import { dayOf } from '../../shared/berlin-time';
import { expectedPlaces, learn, usuallyBooked } from './forecast.model';
import { observeAt, type PastSlot } from './history';

/** Mean absolute error in places, and the weighted percentage error Σ|error| / Σactual (MAPE without its blow-up on empty slots). */
export interface Errors { mae: number; wape: number }

export interface BacktestResult {
  leadHours: number;
  /** predicted slots */
  slots: number;
  model: Errors;
  /** baseline 1: nothing more comes (the booked places) */
  booked: Errors;
  /** baseline 2: the mean final places of the same weekday and hour (bookings ignored) */
  seasonal: Errors;
}

export interface BacktestOptions {
  leadMs: number;
  /** the last this many days of the history are predicted */
  testDays: number;
  /** each from at most this many days before it (the endpoint's history window) */
  trainDays: number;
}

const DAY_MS = 86_400_000;

function errorsOf(pairs: { predicted: number; actual: number }[]): Errors {
  const absolute = pairs.reduce((sum, pair) => sum + Math.abs(pair.predicted - pair.actual), 0);
  const actual = pairs.reduce((sum, pair) => sum + pair.actual, 0);
  return { mae: pairs.length ? absolute / pairs.length : 0, wape: actual ? absolute / actual : 0 };
}

function seasonalMean(training: PastSlot[], slot: PastSlot): number {
  const finals = (list: PastSlot[]) => list.map((past) => past.bookings.reduce((sum, booking) => sum + booking.places, 0));
  const same = finals(training.filter((past) => past.weekday === slot.weekday && past.hour === slot.hour));
  const pool = same.length ? same : finals(training);
  return pool.length ? pool.reduce((sum, value) => sum + value, 0) / pool.length : 0;
}

/**
 * Replays the history: every slot of the last `testDays` days is predicted at the lead time from
 * what was known then — the slots of the same quota that had begun the lead time before the day's
 * first slot (within `trainDays`) and its own places booked at that moment — and compared with
 * what it took in the end.
 */
export function backtest(history: ReadonlyMap<number, readonly PastSlot[]>, capacityOf: (quotaId: number) => number, options: BacktestOptions): BacktestResult {
  const days = [...new Set([...history.values()].flatMap((slots) => slots.map((slot) => dayOf(new Date(slot.startMs)))))].sort();
  const testDays = new Set(days.slice(-options.testDays));
  const model: { predicted: number; actual: number }[] = [];
  const booked: typeof model = [];
  const seasonal: typeof model = [];
  for (const [quotaId, slots] of history) {
    const byDay = new Map<string, PastSlot[]>();
    for (const slot of slots) {
      const day = dayOf(new Date(slot.startMs));
      if (testDays.has(day)) byDay.set(day, [...(byDay.get(day) ?? []), slot]);
    }
    for (const daySlots of byDay.values()) {
      // Known at prediction time: the slots that had begun the lead time before the day's first slot.
      const known = daySlots[0]!.startMs - options.leadMs;
      const training = slots.filter((past) => past.startMs <= known && past.startMs > known - options.trainDays * DAY_MS);
      const learnt = learn(observeAt(training, options.leadMs));
      const seen = observeAt(daySlots, options.leadMs);
      const now = daySlots.map((slot, index) => ({ weekday: slot.weekday, hour: slot.hour, booked: seen[index]!.atLead, capacity: capacityOf(quotaId), leadMs: options.leadMs }));
      const pace = { booked: now.reduce((sum, slot) => sum + slot.booked, 0), usual: now.reduce((sum, slot) => sum + usuallyBooked(learnt, slot), 0) };
      for (const [index, slot] of daySlots.entries()) {
        const actual = seen[index]!.final;
        model.push({ predicted: Math.round(expectedPlaces(learnt, now[index]!, pace)), actual });
        booked.push({ predicted: now[index]!.booked, actual });
        seasonal.push({ predicted: seasonalMean(training, slot), actual });
      }
    }
  }
  return { leadHours: options.leadMs / 3_600_000, slots: model.length, model: errorsOf(model), booked: errorsOf(booked), seasonal: errorsOf(seasonal) };
}
