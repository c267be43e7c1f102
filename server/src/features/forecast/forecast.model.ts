/**
 * The crowd forecast of one quota's slot (issue 18): how many places will be taken when the slot
 * begins, given how many are booked now. Learnt from past slots of the same quota by weekday and
 * slot hour, at the same lead time (the time left until the slot starts).
 *
 * For a lead time L and a past slot, `atLead` is what was booked L before it began and `final` what
 * was taken in the end (late online bookings and walk-ins included). Per cell (weekday, hour):
 *   p = ΣatLead / Σfinal     the share of the final places usually booked by then
 *   F = mean(final)          the places such a slot usually ends with
 * Both shrink toward the quota's overall value with a prior of K_SHRINK days:
 * x = (n·x_cell + K·x_all) / (n + K).
 * How the day runs is read from its bookings: the pace = ΣB / Σ(p·F) over the quota's slots of the day
 * (booked places against the places usually booked by then; one slot alone when no day is given).
 * Pooled over the day it is steadier than one slot's bookings, and it is still only as good as the
 * places it counts, so it is trusted by credibility z = Σ(p·F) / (Σ(p·F) + B_RELIABLE). What is still
 * to come is the unbooked share of the demand that pace implies:
 *   demand   = F · (z · pace + (1 − z))
 *   expected = B + (1 − p) · demand, kept within [B, max(B, capacity)].
 * Far ahead (p → 0) this is the usual F; just before the slot (p → 1) it is what is booked; a slot that
 * has begun (lead ≤ 0) expects what it has.
 * @see server/src/features/forecast/backtest.ts for its error on the demo history.
 */

/** Prior weight of the overall values, in days of history. */
const K_SHRINK = 1;
/**
 * Places usually booked by the lead time at which the day's bookings get half the weight: the noise of a
 * count of bookings (groups of one to six: about 4 places of variance per booked place) over the spread of
 * demand from day to day (about ±30 %, a variance of 0.1): 4 / 0.1 ≈ 45.
 */
const B_RELIABLE = 45;

/** One past slot seen at one lead time. */
export interface SlotObservation {
  weekday: number;
  hour: number;
  /** places taken in the end */
  final: number;
  /** places booked the lead time before the slot began */
  atLead: number;
}

interface Sums { n: number; final: number; atLead: number }

export interface ForecastModel {
  cells: ReadonlyMap<string, Sums>;
  overall: Sums;
}

const cellKey = (weekday: number, hour: number) => `${weekday}|${hour}`;

/** Sums the observations per (weekday, hour) and over all. */
export function learn(observations: readonly SlotObservation[]): ForecastModel {
  const cells = new Map<string, Sums>();
  const overall: Sums = { n: 0, final: 0, atLead: 0 };
  for (const observation of observations) {
    const key = cellKey(observation.weekday, observation.hour);
    const cell = cells.get(key) ?? { n: 0, final: 0, atLead: 0 };
    cells.set(key, cell);
    for (const sums of [cell, overall]) {
      sums.n += 1;
      sums.final += observation.final;
      sums.atLead += observation.atLead;
    }
  }
  return { cells, overall };
}

const shrink = (n: number, own: number, prior: number) => (n * own + K_SHRINK * prior) / (n + K_SHRINK);

export interface SlotNow {
  weekday: number;
  hour: number;
  booked: number;
  capacity: number;
  /** ms until the slot begins */
  leadMs: number;
}

/** The day's bookings so far over the quota's slots still to come: booked places and the places usually booked by then. */
export interface DayPace { booked: number; usual: number }

function cellValues(model: ForecastModel, slot: SlotNow): { share: number; usual: number } {
  const { overall } = model;
  const cell = model.cells.get(cellKey(slot.weekday, slot.hour)) ?? { n: 0, final: 0, atLead: 0 };
  const shareAll = overall.final > 0 ? overall.atLead / overall.final : 0;
  const share = shrink(cell.n, cell.final > 0 ? cell.atLead / cell.final : shareAll, shareAll);
  const finalAll = overall.n ? overall.final / overall.n : 0;
  return { share, usual: shrink(cell.n, cell.n ? cell.final / cell.n : finalAll, finalAll) };
}

/** The places such a slot usually has booked at its lead time (p·F), the slot's part of DayPace.usual. */
export function usuallyBooked(model: ForecastModel, slot: SlotNow): number {
  if (slot.leadMs <= 0 || model.overall.n === 0) return 0;
  const { share, usual } = cellValues(model, slot);
  return share * usual;
}

/** Expected places taken when the slot begins (not rounded). Without any history: the booked places. */
export function expectedPlaces(model: ForecastModel, slot: SlotNow, day?: DayPace): number {
  if (slot.leadMs <= 0 || model.overall.n === 0) return slot.booked;
  const { share, usual } = cellValues(model, slot);
  const pace = day ?? { booked: slot.booked, usual: share * usual };
  const credibility = pace.usual / (pace.usual + B_RELIABLE);
  const demand = pace.usual > 0 ? usual * (credibility * (pace.booked / pace.usual) + (1 - credibility)) : usual;
  const expected = slot.booked + (1 - share) * demand;
  return Math.min(expected, Math.max(slot.booked, slot.capacity));
}
