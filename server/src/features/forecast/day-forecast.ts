import { expectedPlaces, learn, usuallyBooked, type DayPace, type ForecastModel } from './forecast.model';
import { observeAt, type PastSlot } from './history';

/** Fullness bounds of the three levels the shop shows (text equivalents 'quiet', 'medium', 'busy'). */
const MEDIUM_FROM = 0.5;
const BUSY_FROM = 0.8;
/** Alternatives: slots within this distance, emptier by at least this share of their capacity. */
const NEAR_MS = 2 * 3_600_000;
const QUIETER_BY = 0.2;
const MAX_ALTERNATIVES = 3;

export type CrowdLevel = 'quiet' | 'medium' | 'busy';

/** One quota's state at one slot of the forecast day. */
export interface QuotaAtSlot { quotaId: number; booked: number; capacity: number }

export interface SlotInput {
  startMs: number;
  weekday: number;
  hour: number;
  /** whether the slot can still be sold (alternatives are only such slots) */
  sellable: boolean;
  quotas: QuotaAtSlot[];
}

export interface SlotForecast {
  startMs: number;
  capacity: number;
  booked: number;
  expected: number;
  fullness: number;
  level: CrowdLevel;
  alternatives: number[];
}

export function levelOf(fullness: number): CrowdLevel {
  return fullness >= BUSY_FROM ? 'busy' : fullness >= MEDIUM_FROM ? 'medium' : 'quiet';
}

/**
 * The day's slots with their expected places: per quota the model of forecast.model.ts, learnt at
 * the slot's own lead time from that quota's past slots, with the day's pace over that quota's slots
 * still to come, summed over the quotas the slot draws from.
 */
export function forecastDay(slots: readonly SlotInput[], history: ReadonlyMap<number, readonly PastSlot[]>, nowMs: number): SlotForecast[] {
  // Pass 1: each quota's model at each slot's lead time, and the day's pace per quota over its slots still to come.
  const models = new Map<string, ForecastModel>();
  const paces = new Map<number, DayPace>();
  for (const slot of slots) {
    const leadMs = slot.startMs - nowMs;
    for (const quota of slot.quotas) {
      const model = learn(observeAt(history.get(quota.quotaId) ?? [], Math.max(0, leadMs)));
      models.set(`${slot.startMs}|${quota.quotaId}`, model);
      if (leadMs <= 0) continue;
      const pace = paces.get(quota.quotaId) ?? { booked: 0, usual: 0 };
      paces.set(quota.quotaId, pace);
      pace.booked += quota.booked;
      pace.usual += usuallyBooked(model, { weekday: slot.weekday, hour: slot.hour, booked: quota.booked, capacity: quota.capacity, leadMs });
    }
  }
  const forecasts = slots.map((slot) => {
    const leadMs = slot.startMs - nowMs;
    let capacity = 0;
    let booked = 0;
    let expected = 0;
    for (const quota of slot.quotas) {
      capacity += quota.capacity;
      booked += quota.booked;
      expected += expectedPlaces(models.get(`${slot.startMs}|${quota.quotaId}`)!,
        { weekday: slot.weekday, hour: slot.hour, booked: quota.booked, capacity: quota.capacity, leadMs }, paces.get(quota.quotaId));
    }
    const rounded = Math.round(expected);
    const fullness = capacity > 0 ? Math.min(1, rounded / capacity) : 1;
    return { startMs: slot.startMs, capacity, booked, expected: rounded, fullness: Math.round(fullness * 100) / 100, level: levelOf(fullness), alternatives: [] as number[] };
  });
  return forecasts.map((forecast, index) => ({ ...forecast, alternatives: quieterAlternatives(forecasts, slots, index) }));
}

/** Sellable slots near slot `index` with free places that are expected clearly emptier; quietest first, then nearest. */
function quieterAlternatives(forecasts: readonly SlotForecast[], slots: readonly SlotInput[], index: number): number[] {
  const own = forecasts[index]!;
  return forecasts
    .filter((other, at) => at !== index && slots[at]!.sellable && other.booked < other.capacity
      && Math.abs(other.startMs - own.startMs) <= NEAR_MS && other.fullness <= own.fullness - QUIETER_BY)
    .sort((a, b) => a.fullness - b.fullness || Math.abs(a.startMs - own.startMs) - Math.abs(b.startMs - own.startMs))
    .slice(0, MAX_ALTERNATIVES)
    .map((other) => other.startMs);
}
