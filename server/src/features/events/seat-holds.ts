import { ApiError } from '../../http/api-error';

/**
 * How long a picked seat stays held without an order (requirements/events-and-seats.md §4.2 Seats). Long enough to
 * pick prices and check out, short enough that an abandoned plan frees its seats the same hour.
 */
export const SEAT_HOLD_MS = 15 * 60_000;

export const SEAT_TAKEN = 'This seat has just been taken by someone else.';

export interface SeatPlan { seats?: { id: number }[]; blocked_seats?: number[] }
export interface HoldRequest { dateId: number; seatId: number; customerId: number; now: Date }

/** 422 for a seat that is not on the plan or that the house blocked. */
export function checkHoldableSeat(plan: SeatPlan, seatId: number): void {
  if (!plan.seats?.some((seat) => seat.id === seatId)) throw ApiError.invalid('Invalid seat', { seat_id: ['is not a seat of this date'] });
  if (plan.blocked_seats?.includes(seatId)) throw ApiError.invalid('Invalid seat', { seat_id: ['is blocked'] });
}
