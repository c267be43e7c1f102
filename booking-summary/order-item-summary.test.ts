import { describe, expect, it } from 'vitest';
import { factsOf } from './booking-summary.ts';
import { orderItemSummary } from './order-item-summary.ts';

describe('orderItemSummary (requirements/checkout-and-orders.md §3.4)', () => {
  it('counts an event booking in persons and keeps its total (go~mus item without price lines)', () => {
    const summary = orderItemSummary({ type: 'event', price_cents: 2000, attributes: { title: 'El Siglo de Oro', quantity: 5, start_time: '2016-07-09T14:30:00+02:00' } });
    expect(summary).toMatchObject({ kind: 'event', quantity: 5, unit: 'persons', unitCents: 400, lines: [], totalCents: 2000 });
    expect(summary.facts).toEqual([{ kind: 'start', at: '2016-07-09T14:30:00+02:00' }]);
  });

  it('counts seats of a seated event and names row, seat, category and price of each', () => {
    const summary = orderItemSummary({ type: 'Event', price_cents: 5400, attributes: { title: 'Konzert', quantity: 2,
      quantities: [{ title: 'Erwachsene – Kategorie I', quantity: 2, price_cents: 2700 }],
      seats: [{ title: 'Reihe A, Platz 3', category: 'Kategorie I', price_title: 'Erwachsene' }, { title: 'Reihe A, Platz 4', category: 'Kategorie I', price_title: 'Erwachsene' }] } });
    expect(summary).toMatchObject({ quantity: 2, unit: 'seats', lines: [{ title: 'Erwachsene – Kategorie I', quantity: 2, unitCents: 2700, totalCents: 5400 }] });
    expect(factsOf(summary, 'seat')).toEqual([
      { kind: 'seat', title: 'Reihe A, Platz 3', category: 'Kategorie I', price: 'Erwachsene' },
      { kind: 'seat', title: 'Reihe A, Platz 4', category: 'Kategorie I', price: 'Erwachsene' },
    ]);
  });

  it('reads a tour as one booking with participants, age group, language and equipment (go~mus example)', () => {
    const summary = orderItemSummary({ type: 'Tour', price_cents: 9000, attributes: {
      title: 'El Siglo de Oro | Gruppenführung', start_time: '2016-07-24T12:00:00+02:00', participants: 12, language: 'Deutsch', age_group: 'Erwachsene',
      prices: [{ title: 'Entgelt', quantity: 1, price_cents: 9000 }], equipment: [{ id: 1, quantity: 3 }] } });
    expect(summary).toMatchObject({ kind: 'tour', quantity: 1, unit: 'booking', totalCents: 9000 });
    expect(summary.facts).toEqual([
      { kind: 'start', at: '2016-07-24T12:00:00+02:00' }, { kind: 'participants', count: 12 }, { kind: 'language', name: 'Deutsch' },
      { kind: 'ageGroup', name: 'Erwachsene' }, { kind: 'equipment', name: '1', quantity: 3 },
    ]);
  });

  it('day, time-slot, flex and voucher tickets', () => {
    const ticket = (attributes: object) => orderItemSummary({ type: 'Ticket', price_cents: 1200, attributes: { title: 'T', quantity: 2, ...attributes } });
    expect(ticket({ ticket_type: 'normal', start_time: '2026-03-14T00:00:00+01:00' }).facts).toEqual([{ kind: 'day', date: '2026-03-14' }]);
    expect(ticket({ ticket_type: 'time_slot', start_time: '2026-03-14T11:00:00+01:00' }).facts).toEqual([{ kind: 'start', at: '2026-03-14T11:00:00+01:00' }]);
    expect(ticket({ ticket_type: 'normal', free_timing: true, start_time: '2026-03-14T00:00:00+01:00' }).facts).toEqual([{ kind: 'validFrom', date: '2026-03-14' }]);
    expect(ticket({ is_voucher: true, voucher_code: 'FREIKARTE1' }).facts).toEqual([{ kind: 'voucher', code: 'FREIKARTE1' }]);
    expect(ticket({})).toMatchObject({ quantity: 2, unit: 'tickets', unitCents: 1200, totalCents: 2400 });
  });

  it('annual tickets are always posted; coupons show value and codes', () => {
    expect(orderItemSummary({ type: 'Ticket', price_cents: 6000, attributes: { ticket_type: 'annual', quantity: 1 } }).facts).toEqual([{ kind: 'posted' }]);
    expect(orderItemSummary({ type: 'Coupon', price_cents: 2500, attributes: { title: 'Wertgutschein', quantity: 2, value_cents: 2500, codes: ['A', 'B'] } })).toMatchObject({
      kind: 'coupon', unit: 'coupons', totalCents: 5000, facts: [{ kind: 'couponValue', cents: 2500 }, { kind: 'codes', codes: ['A', 'B'] }],
    });
  });
});
