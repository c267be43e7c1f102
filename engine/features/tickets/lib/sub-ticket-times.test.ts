import { describe, expect, it } from 'vitest';
import { subTicketTimes } from './sub-ticket-times.ts';

const slot = (time: string, capacity: number) => ({ start_time: `2030-03-05T${time}:00+01:00`, capacity, total_capacity: 40 });
const main = '2030-03-05T09:00:00+01:00';

describe('bundle sub_ticket_times (requirements/tickets.md §3 is_mantle, requirements/api.md §8.5)', () => {
  it('takes each sub-ticket\'s earliest start at or after the main time', () => {
    const starts = { 21: [slot('08:00', 40), slot('09:00', 40), slot('10:00', 40)], 22: [slot('11:00', 40), slot('12:30', 40)] };
    expect(subTicketTimes(main, 1, { 21: 1, 22: 1 }, starts)).toEqual({ 21: slot('09:00', 0).start_time, 22: slot('11:00', 0).start_time });
  });

  it('skips starts without enough places for quantity × places per unit', () => {
    const starts = { 21: [slot('09:00', 3), slot('10:00', 4)] };
    expect(subTicketTimes(main, 2, { 21: 2 }, starts)).toEqual({ 21: slot('10:00', 0).start_time });
  });

  it('gives null when a sub-ticket has no start left that day', () => {
    expect(subTicketTimes(main, 1, { 21: 1, 22: 1 }, { 21: [slot('09:00', 5)], 22: [slot('08:00', 5)] })).toBeNull();
    expect(subTicketTimes(main, 1, { 21: 1 }, {})).toBeNull();
  });
});
