import { describe, expect, it } from 'vitest';
import { wallClock, isoBerlin } from '../../shared/berlin-time';
import { planTicketOrder, type PlanTicket } from './order-plan';

const base: PlanTicket = {
  id: 1, ticket_type: 'time_slot', bookable: true, free_timing: false, first_entry: 600, last_entry: 720, entry_duration: 60,
  valid_from: null, valid_to: null, weekdays: [0, 1, 2, 3, 4, 5, 6], quota_ids: [5], max_persons: 4, min_persons: 2,
  is_mantle: false, sub_tickets: {}, is_sub_ticket: false, attendees: null, closed_weekdays: [],
  price_cents: 1000, discount: 0, dynamic_prices: {},
};
const now = new Date('2026-07-01T08:00:00Z');
const time = isoBerlin(wallClock('2026-07-06', 660));
const plan = (input: Record<string, unknown>, ticket: Partial<PlanTicket> = {}) =>
  planTicketOrder([{ index: 0, input: { id: 1, quantity: 2, time, ...input } }], new Map([[1, { ...base, ...ticket }]]), now, now);

describe('order plan', () => {
  it('prices lines and collects the places they need', () => {
    const result = plan({});
    expect(result.errors).toEqual({});
    expect(result.totalCents).toBe(2000);
    expect(result.demands).toEqual([{ quotaId: 5, slotMs: Date.parse(time), quantity: 2 }]);
  });

  it('reports field errors under items.N.attributes', () => {
    expect(plan({ quantity: 1 }).errors).toEqual({ 'items.0.attributes.quantity': ['must be at least 2'] });
    expect(plan({ quantity: 5 }).errors).toEqual({ 'items.0.attributes.quantity': ['must be at most 4'] });
    expect(plan({ time: 'later' }).errors).toEqual({ 'items.0.attributes.time': ['is not a valid time'] });
    expect(plan({ id: 2 }).errors).toEqual({ 'items.0.attributes.id': ['ticket not found'] });
    expect(plan({ attendees: [{ name: 'A', surname: 'B' }] }, { attendees: 'required' }).errors)
      .toHaveProperty(['items.0.attributes.attendees']);
  });
});
