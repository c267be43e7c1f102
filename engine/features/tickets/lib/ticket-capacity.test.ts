import { describe, expect, it } from 'vitest';
import type { CapacitiesResponse } from '../api/tickets.api.ts';
import { isDayBookedOut, isTicketBookedOut, placesUsed, quotasOfTicket, remainingCapacity } from './ticket-capacity.ts';

const slot = '2026-07-13T14:00:00+02:00';
const data: CapacitiesResponse = {
  2: { tickets: [4, 5, 6], capacities: { [slot]: 10, '2026-07-13T11:00:00+02:00': 0 }, total_capacities: { [slot]: 40, '2026-07-13T11:00:00+02:00': 40 } },
  7: { tickets: [29], capacities: { [slot]: 3 }, total_capacities: { [slot]: 80 } },
};

describe('requirements/api.md §4.4 client-side capacity per quota', () => {
  it('reads the quotas of a ticket at a slot, matching ISO spellings', () => {
    expect(quotasOfTicket(data, 4, '2026-07-13T12:00:00Z')).toEqual([{ quotaId: '2', tickets: [4, 5, 6], free: 10, total: 40 }]);
    expect(quotasOfTicket(data, 99, slot)).toEqual([]);
  });
  it('remaining quota capacity = capacity − what the user chose for other tickets of the same quota', () => {
    const quotas = quotasOfTicket(data, 5, slot);
    expect(remainingCapacity(quotas, 5, { 4: 2, 5: 3, 6: 1 })).toBe(7);
    expect(remainingCapacity(quotas, 5, { 29: 5 })).toBe(10);
  });
  it('mantle selections count quantity × sub-ticket need', () => {
    const tickets = [{ id: 29, is_mantle: true, sub_tickets: { 21: 1, 22: 1 } }, { id: 4, is_mantle: false, sub_tickets: {} }];
    expect(placesUsed(tickets as never, { 29: 2, 4: 1 })).toEqual({ 29: 4, 4: 1 });
  });
  it('no capacity data → undefined', () => {
    expect(remainingCapacity([], 4)).toBeUndefined();
  });
});

describe('requirements/tickets.md §4.2 Day and ticket availability', () => {
  it('a ticket is booked out when its capacity is missing or zero', () => {
    expect(isTicketBookedOut(undefined, { free_timing: false })).toBe(true);
    expect(isTicketBookedOut(0, { free_timing: false })).toBe(true);
    expect(isTicketBookedOut(3, { free_timing: false })).toBe(false);
    expect(isTicketBookedOut(undefined, { free_timing: true })).toBe(false);
  });
  it('a day is booked out when total > 0 but available is 0', () => {
    expect(isDayBookedOut(40, 0)).toBe(true);
    expect(isDayBookedOut(0, 0)).toBe(false);
    expect(isDayBookedOut(40, 2)).toBe(false);
  });
});
