import { describe, expect, it } from 'vitest';
import { buildOnePagerRows, dayPrice, entryOf, freePlaces, quantitiesOf } from './one-pager-rows.ts';
import { buildDayTicket } from '../../../../tests/mocks/fixtures/tickets.ts';

const date = '2026-07-14';

describe('one-pager rows', () => {
  it('builds the first entry in Berlin time (summer: UTC+2)', () => {
    expect(Date.parse(entryOf(date, 600))).toBe(Date.parse('2026-07-14T08:00:00Z'));
  });
  it('applies the day price, then the discount', () => {
    expect(dayPrice({ price_cents: 1000, discount: 10, dynamic_prices: {} }, date)).toBe(900);
    expect(dayPrice({ price_cents: 1000, discount: 0, dynamic_prices: { [date]: 1500 } }, date)).toBe(1500);
  });
  it('takes the smallest free places over the ticket quotas', () => {
    const slot = entryOf(date, 600);
    const capacities = { 1: { tickets: [1, 2], capacities: { [slot]: 5 } }, 2: { tickets: [1], capacities: { [slot]: 3 } } };
    expect(freePlaces(capacities, 1, slot)).toBe(3);
    expect(freePlaces(capacities, 9, slot)).toBeUndefined();
  });
  it('offers 0 and min..max quantities, bounded by places', () => {
    expect(quantitiesOf(buildDayTicket({ id: 1 }), 3, 200)).toEqual([0, 1, 2, 3]);
    expect(quantitiesOf(buildDayTicket({ id: 1, min_persons: 2 }), 1, 200)).toEqual([0]);
    expect(quantitiesOf(buildDayTicket({ id: 1, free_timing: true, max_persons: 2 }), undefined, 200)).toEqual([0, 1, 2]);
  });
  it('keeps the configured order, drops unknown ids and marks booked-out rows', () => {
    const tickets = [buildDayTicket({ id: 1 }), buildDayTicket({ id: 2 })];
    const slot = entryOf(date, 600);
    const capacities = { 1: { tickets: [1], capacities: { [slot]: 0 } }, 2: { tickets: [2], capacities: { [slot]: 10 } } };
    const rows = buildOnePagerRows({ ticketIds: [2, 7, 1], tickets, capacities, date, selection: { 1: 2, 2: 1 }, maxItemsList: 200, now: new Date('2026-07-14T06:00:00Z') });
    expect(rows.map((row) => [row.ticket.id, row.bookedOut, row.quantity])).toEqual([[2, false, 1], [1, true, 0]]);
  });
  it('ends the sale at the last entry', () => {
    const slot = entryOf(date, 600);
    const capacities = { 1: { tickets: [1], capacities: { [slot]: 10 } } };
    const rows = buildOnePagerRows({ ticketIds: [1], tickets: [buildDayTicket({ id: 1, last_entry: 600 })], capacities, date, selection: { 1: 1 }, maxItemsList: 200, now: new Date('2026-07-14T08:30:00Z') });
    expect(rows[0]).toMatchObject({ bookedOut: true, quantity: 0 });
  });
});
