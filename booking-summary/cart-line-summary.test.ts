import { describe, expect, it } from 'vitest';
import { cartLineSummary } from './cart-line-summary.ts';

describe('cartLineSummary (requirements/cart.md §2.2-2.4)', () => {
  it('an event booked with several prices counts its persons, not 1', () => {
    const summary = cartLineSummary({ type: 'Event', attributes: { quantities: { 1: 2, 2: 1 } }, cart: { name: 'Abendvortrag', price_cents: 2100,
      prices: [{ title: 'Erwachsene', quantity: 2, price_cents: 800 }, { title: 'Ermäßigt', quantity: 1, price_cents: 500 }] } });
    expect(summary).toMatchObject({ quantity: 3, unit: 'persons', unitCents: null, totalCents: 2100 });
  });

  it('a single-price event keeps its unit price and the chosen quantity', () => {
    expect(cartLineSummary({ type: 'Event', attributes: { quantity: 4 }, cart: { name: 'Lesung', price_cents: 700 } }))
      .toMatchObject({ quantity: 4, unitCents: 700, lines: [], totalCents: 2800 });
  });

  it('an alternative-style ticket still waiting for its entry time shows no time', () => {
    const summary = cartLineSummary({ type: 'Ticket', attributes: { quantity: 1, time: '2026-03-14T10:00:00+01:00' },
      cart: { name: 'Zeitfenster', price_cents: 1200, startPending: true, meta: { startTime: '2026-03-14T10:00:00+01:00' } } });
    expect(summary.facts).toEqual([{ kind: 'startPending' }]);
  });

  it('a ticket made free by a voucher names the code; sub-tickets with their quantity', () => {
    const summary = cartLineSummary({ type: 'Ticket', attributes: { quantity: 1 }, cart: { name: 'Kombi', price_cents: 0, coupon_code: 'FREIKARTE1',
      meta: { startDate: '2026-03-14' }, subTickets: [{ title: 'Kunsthalle', selectedQuantity: 1 }, { title: 'Leer', selectedQuantity: 0 }] } });
    expect(summary.facts).toEqual([{ kind: 'day', date: '2026-03-14' }, { kind: 'subTicket', title: 'Kunsthalle', quantity: 1 }, { kind: 'voucher', code: 'FREIKARTE1' }]);
  });

  it('a value coupon shows its value and description', () => {
    expect(cartLineSummary({ type: 'Coupon', attributes: { quantity: 2 }, cart: { name: 'Gutschein', description: '<p>Für alle Häuser</p>', price_cents: 2500, value_cents: 2500 } }))
      .toMatchObject({ kind: 'coupon', quantity: 2, totalCents: 5000, facts: [{ kind: 'couponValue', cents: 2500 }], descriptionHtml: '<p>Für alle Häuser</p>' });
  });
});
