import { describe, expect, it } from 'vitest';
import { onePagerCartItem } from './one-pager-cart.ts';
import { entryOf } from './one-pager-rows.ts';
import { buildDayTicket } from '../../../../tests/mocks/fixtures/tickets.ts';

const now = new Date('2026-07-14T06:00:00Z');
const row = { ticket: buildDayTicket({ id: 1, attendees: 'required' }), time: entryOf('2026-07-14', 600), price: 1200, available: [0, 1, 2], bookedOut: false, quantity: 2 };

describe('onePagerCartItem', () => {
  it('writes the spec shape with the hold and the attendees', () => {
    const attendees = [{ name: 'A', surname: 'B' }, { name: 'C', surname: 'D' }];
    const item = onePagerCartItem({ row, hold: { token: 'h1', valid_until: '2026-07-14T06:05:00Z' }, attendees, now });
    expect(item.attributes).toEqual({ id: 1, time: row.time, quantity: 2, shipped_with_merchandise_id: null, reservations: ['h1'], attendees });
    expect(item.cart.meta).toEqual({ startDate: '2026-07-14' });
    expect(item.cart.vats).toEqual([{ vat_pct: 7, price_cents: 157 }]);
    expect(item.reservation?.token).toBe('h1');
  });
  it('has no reservation without a hold and validFrom for flex tickets', () => {
    const item = onePagerCartItem({ row: { ...row, ticket: buildDayTicket({ id: 2, free_timing: true }) }, hold: null, now });
    expect(item.reservation).toBeUndefined();
    expect(item.attributes.attendees).toBeUndefined();
    expect(item.cart.meta).toEqual({ validFrom: '2026-07-14' });
  });
  it('carries the attendees of a ticket without a name list, a child without e-mail', () => {
    const attendees = [{ name: 'Kim', surname: 'B' }];
    const item = onePagerCartItem({ row: { ...row, ticket: buildDayTicket({ id: 3, title: 'Kinder unter 6 Jahren' }), quantity: 1 }, hold: null, attendees, now });
    expect(item.attributes.attendees).toEqual(attendees);
  });
});
