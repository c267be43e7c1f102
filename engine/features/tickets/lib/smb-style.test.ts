import { describe, expect, it } from 'vitest';
import { bestStartCapacity, hasEntryDuration, isBookedOutSmb, startTimesComplete } from './smb-style.ts';
import { selectableQuantities } from './quantities.ts';

const ticket = { id: 7, entry_duration: 60, free_timing: false };
const data = (capacities: Record<string, number>) => ({ 1: { tickets: [7], capacities, total_capacities: capacities } });

describe('requirements/tickets.md §4.2 alternative style: entry-duration tickets are booked out only when none of their quotas has any capacity data', () => {
  it('is not booked out while any quota of the ticket reports a start, even with 0 places', () => {
    expect(isBookedOutSmb(ticket, data({ '2030-03-05T10:00:00+01:00': 0 }))).toBe(false);
  });

  it('is booked out when no quota of the ticket has capacity data', () => {
    expect(isBookedOutSmb(ticket, {})).toBe(true);
    expect(isBookedOutSmb(ticket, { 1: { tickets: [8], capacities: { x: 5 }, total_capacities: {} } })).toBe(true);
    expect(isBookedOutSmb(ticket, data({}))).toBe(true);
  });

  it('only tickets with an entry duration (and no free timing) pick a start time', () => {
    expect(hasEntryDuration(ticket)).toBe(true);
    expect(hasEntryDuration({ entry_duration: null, free_timing: false })).toBe(false);
    expect(hasEntryDuration({ entry_duration: 60, free_timing: true })).toBe(false);
  });

  it('the quantity is bounded by the best start of the day', () => {
    expect(bestStartCapacity(ticket, data({ '2030-03-05T10:00:00+01:00': 3, '2030-03-05T11:00:00+01:00': 9 }))).toBe(9);
    expect(bestStartCapacity(ticket, {})).toBeUndefined();
  });
});

describe('requirements/tickets.md §5.3 alternative style: if min_persons exceeds the maximum, min..max_persons for entry-duration tickets', () => {
  it('offers min_persons..max_persons instead of only 0', () => {
    const group = { min_persons: 10, max_persons: 12, free_timing: false, is_mantle: false, sub_tickets: {} };
    expect(selectableQuantities(group, { capacity: 5, maxItemsList: 200, allowSingleDeselect: false })).toEqual([0]);
    expect(selectableQuantities(group, { capacity: 5, maxItemsList: 200, allowSingleDeselect: false, entryDurationAlternative: true })).toEqual([10, 11, 12]);
  });
});

describe('requirements/tickets.md §5.3 alternative style: start times must exist, be loaded and be chosen', () => {
  const starts = ['10:00', '11:00'];
  it('passes when every item has a loaded, existing, chosen start', () => {
    expect(startTimesComplete([{ loaded: true, starts, chosen: '11:00' }])).toBe(true);
  });

  it('fails while starts load, when none exist, or when none is chosen', () => {
    expect(startTimesComplete([{ loaded: false, starts: [], chosen: undefined }])).toBe(false);
    expect(startTimesComplete([{ loaded: true, starts: [], chosen: undefined }])).toBe(false);
    expect(startTimesComplete([{ loaded: true, starts, chosen: undefined }])).toBe(false);
    expect(startTimesComplete([{ loaded: true, starts, chosen: '12:00' }])).toBe(false);
  });
});
