import { describe, expect, it } from 'vitest';
import type { Ticket } from '../api/tickets.api.ts';
import { buildTicketRows } from './ticket-rows.ts';

const ticket = (over: Partial<Ticket>): Ticket => ({
  id: 4, title: 'Adult', sub_title: null, description: null, ticket_type: 'time_slot', bookable: true, museum_ids: [], exhibition_ids: [],
  quota_ids: [2], price_cents: 1400, discount: 0, vat_pct: 0, tax_included: true, first_entry: 600, last_entry: 1020, entry_duration: 30,
  min_persons: 0, max_persons: 20, personalizeable: false, attendees: null, free_timing: false, is_mantle: false, sub_tickets: {},
  sub_ticket_ids: [], is_sub_ticket: false, dynamic_prices: {}, shipped_with_merchandise_id: null, ...over,
});
const slot = '2026-07-13T14:00:00+02:00';
const capacities = { 2: { tickets: [4, 5], capacities: { [slot]: 3 }, total_capacities: { [slot]: 40 } } };
const options = { maxItemsList: 200, allowSingleDeselect: false, minCapacityDisplay: 0 };

describe('requirements/tickets.md §5 ticket rows for the chosen slot', () => {
  it('offers what the shared quota leaves after the other tickets\' choices', () => {
    const rows = buildTicketRows({ tickets: [ticket({}), ticket({ id: 5 })], capacities, date: '2026-07-13', slot, selection: { 4: 2 }, options });
    expect(rows.map((row) => row.available)).toEqual([[0, 1, 2, 3], [0, 1]]);
    expect(rows[0]!.quantity).toBe(2);
  });
  it('time-slot tickets need a chosen slot; sub-tickets are never rows', () => {
    expect(buildTicketRows({ tickets: [ticket({}), ticket({ id: 21, is_sub_ticket: true })], capacities, date: '2026-07-13', slot: null, selection: {}, options })).toEqual([]);
  });
  it('only-0 quantities mark the row booked out', () => {
    const sold = { 2: { tickets: [4], capacities: { [slot]: 0 }, total_capacities: { [slot]: 40 } } };
    const [row] = buildTicketRows({ tickets: [ticket({})], capacities: sold, date: '2026-07-13', slot, selection: {}, options });
    expect(row).toMatchObject({ available: [0], bookedOut: true });
  });
  it('a row shows only with ≥ minCapacityDisplay quantities', () => {
    expect(buildTicketRows({ tickets: [ticket({})], capacities, date: '2026-07-13', slot, selection: {}, options: { ...options, minCapacityDisplay: 4 } })).toEqual([]);
  });
});

describe('requirements/tickets.md §2.4 alternative style: entry-duration tickets are chosen before their start time', () => {
  it('offers them without a slot, bounded by the best start, entering at first_entry', () => {
    const [row] = buildTicketRows({ tickets: [ticket({ max_persons: 2 })], capacities, date: '2026-07-13', slot: null, selection: {}, options: { ...options, smbStyle: true } });
    expect(row).toMatchObject({ available: [0, 1, 2], bookedOut: false, time: '2026-07-13T10:00:00+02:00' });
  });
});
