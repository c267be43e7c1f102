import { describe, expect, it } from 'vitest';
import { isoBerlin, legacyBerlin, wallClock } from '../../shared/berlin-time';
import { annualStart, isOfferedOn, isSellable, slotProblem, slotsOfDay, type SlotTicket } from './slots';

const ticket = (overrides: Partial<SlotTicket> = {}): SlotTicket => ({
  ticket_type: 'time_slot', bookable: true, free_timing: false, first_entry: 600, last_entry: 720, entry_duration: 60,
  valid_from: null, valid_to: null, weekdays: [0, 1, 2, 3, 4, 5, 6], ...overrides,
});

describe('slot grid', () => {
  it('steps entry_duration from first_entry up to last_entry on the Berlin wall clock, across DST', () => {
    // 2026-03-29 is the spring-forward Sunday, 2026-10-25 the fall-back one.
    expect(slotsOfDay(ticket(), '2026-03-29').map(isoBerlin)).toEqual(['2026-03-29T10:00:00+02:00', '2026-03-29T11:00:00+02:00', '2026-03-29T12:00:00+02:00']);
    expect(slotsOfDay(ticket(), '2026-10-25').map(isoBerlin)[0]).toBe('2026-10-25T10:00:00+01:00');
    expect(legacyBerlin(wallClock('2026-07-06', 660))).toBe('2026-07-06 11:00:00 +0200');
  });

  it('gives day and free-timing tickets one slot at first_entry', () => {
    expect(slotsOfDay(ticket({ ticket_type: 'normal' }), '2026-07-06').map(isoBerlin)).toEqual(['2026-07-06T10:00:00+02:00']);
    expect(slotsOfDay(ticket({ free_timing: true }), '2026-07-06')).toHaveLength(1);
  });

  it('offers a ticket only when bookable, valid, on its weekdays and no quota is closed', () => {
    expect(isOfferedOn(ticket(), '2026-07-06')).toBe(true);
    expect(isOfferedOn(ticket({ bookable: false }), '2026-07-06')).toBe(false);
    expect(isOfferedOn(ticket({ valid_from: '2026-07-07' }), '2026-07-06')).toBe(false);
    expect(isOfferedOn(ticket({ valid_to: new Date('2026-07-05T00:00:00Z') }), '2026-07-06')).toBe(false);
    expect(isOfferedOn(ticket({ weekdays: [0] }), '2026-07-06')).toBe(false); // a Monday
    expect(isOfferedOn(ticket(), '2026-07-06', [1])).toBe(false);
  });
});

describe('sellability', () => {
  const now = new Date('2026-07-06T09:30:00Z'); // 11:30 in Berlin
  it('sells a day ticket until the last entry of its day, a slot only before it starts', () => {
    const day = ticket({ ticket_type: 'normal' });
    expect(isSellable(day, wallClock('2026-07-06', 600), now)).toBe(true);
    expect(isSellable(day, wallClock('2026-07-06', 600), new Date('2026-07-06T10:00:00Z'))).toBe(false);
    expect(isSellable(ticket(), wallClock('2026-07-06', 660), now)).toBe(false);
    expect(isSellable(ticket(), wallClock('2026-07-06', 720), now)).toBe(true);
  });

  it('sells a flex ticket for today all day, since it needs no entry time (issue 20: refused at 19:45)', () => {
    const flex = ticket({ ticket_type: 'normal', free_timing: true });
    const evening = new Date('2026-07-06T17:45:00Z'); // 19:45 in Berlin, after the last entry
    expect(slotProblem(flex, wallClock('2026-07-06', 600), evening)).toBeNull();
    expect(slotProblem(flex, wallClock('2026-07-05', 600), evening)).toBe('is no longer sellable');
    expect(isSellable(ticket({ ticket_type: 'normal' }), wallClock('2026-07-06', 600), evening)).toBe(false);
  });

  it('sells nothing more than a year and a day ahead (issue 14: an order for 9999-12-31 was accepted)', () => {
    expect(slotProblem(ticket(), wallClock('9999-12-31', 600), now)).toBe('is more than 366 days ahead');
    expect(slotProblem(ticket({ ticket_type: 'annual' }), wallClock('2027-07-08', 0), now)).toBe('is more than 366 days ahead');
    expect(slotProblem(ticket(), wallClock('2027-07-07', 600), now)).toBeNull();
    expect(slotProblem(ticket(), wallClock('2027-07-08', 600), now)).toBe('is more than 366 days ahead');
  });

  it('accepts exactly the starts of the day grid, also on the days the clock changes (issue 16: checked per order without the grid)', () => {
    const early = new Date('2026-01-01T00:00:00Z');
    const grids = [ticket(), ticket({ first_entry: 30, last_entry: 1410, entry_duration: 120 }), ticket({ ticket_type: 'normal', first_entry: 150 })];
    for (const day of ['2026-03-29', '2026-07-06', '2026-10-25']) {
      for (const grid of grids) {
        const starts = new Set(slotsOfDay(grid, day).map((start) => start.getTime()));
        for (let ms = wallClock(day, 0).getTime(); ms < wallClock(day, 1439).getTime(); ms += 15 * 60_000) {
          const problem = slotProblem(grid, new Date(ms), early);
          expect(problem === 'is not a start time of this ticket', `${day} ${isoBerlin(new Date(ms))}`).toBe(!starts.has(ms));
        }
      }
    }
  });

  it('explains why a time cannot be sold', () => {
    expect(slotProblem(ticket(), wallClock('2026-07-06', 690), now)).toBe('is not a start time of this ticket');
    expect(slotProblem(ticket(), wallClock('2026-07-06', 600), now)).toBe('is no longer sellable');
    expect(slotProblem(ticket({ weekdays: [2] }), wallClock('2026-07-06', 720), now)).toBe('the ticket is not offered on this day');
    expect(slotProblem(ticket(), wallClock('2026-07-06', 720), now)).toBeNull();
  });

  it('starts annual tickets tomorrow at midnight', () => {
    expect(isoBerlin(annualStart(now))).toBe('2026-07-07T00:00:00+02:00');
    expect(slotProblem(ticket({ ticket_type: 'annual' }), annualStart(now), now)).toBeNull();
  });
});
