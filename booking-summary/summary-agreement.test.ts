import { describe, expect, it } from 'vitest';
import { cartLineSummary, type CartLineInput } from './cart-line-summary.ts';
import { orderItemSummary, type OrderItemInput } from './order-item-summary.ts';

/**
 * The same booking read before the order (cart line) and after it (order item): every reader shows
 * the one summary, so the two adapters must agree field by field.
 */
const pairs: [string, CartLineInput, OrderItemInput][] = [
  ['time-slot ticket',
    { type: 'Ticket', attributes: { quantity: 2, time: '2026-03-14T11:00:00+01:00' }, cart: { name: 'Kunsthalle Zeitfenster', price_cents: 1400, meta: { startTime: '2026-03-14T11:00:00+01:00' } } },
    { type: 'Ticket', price_cents: 1400, attributes: { title: 'Kunsthalle Zeitfenster', quantity: 2, ticket_type: 'time_slot', start_time: '2026-03-14T11:00:00+01:00' } }],
  ['flex ticket',
    { type: 'Ticket', attributes: { quantity: 1 }, cart: { name: 'Flexticket', price_cents: 1800, free_timing: true, flex_description: '<p>Freier Einlass</p>', meta: { validFrom: '2026-03-14' } } },
    { type: 'ticket', price_cents: 1800, attributes: { title: 'Flexticket', quantity: 1, ticket_type: 'normal', free_timing: true, description: '<p>Freier Einlass</p>', start_time: '2026-03-14T00:00:00+01:00' } }],
  ['annual ticket',
    { type: 'Ticket', attributes: { quantity: 1, time: '2026-03-15T00:00:00+01:00' }, cart: { type: 'Annual', name: 'Jahreskarte', price_cents: 6000 } },
    { type: 'Ticket', price_cents: 6000, attributes: { title: 'Jahreskarte', quantity: 1, ticket_type: 'annual', start_time: '2026-03-15T00:00:00+01:00' } }],
  ['event with two prices',
    { type: 'Event', attributes: { quantities: { 1: 2, 2: 1 } }, cart: { name: 'Abendvortrag', price_cents: 2100, startTime: '2026-03-14T19:00:00+01:00', languageName: 'Deutsch',
      prices: [{ title: 'Erwachsene', quantity: 2, price_cents: 800 }, { title: 'Ermäßigt', quantity: 1, price_cents: 500 }] } },
    { type: 'Event', price_cents: 2100, attributes: { title: 'Abendvortrag', quantity: 3, start_time: '2026-03-14T19:00:00+01:00', language: 'Deutsch',
      quantities: [{ title: 'Erwachsene', quantity: 2, price_cents: 800 }, { title: 'Ermäßigt', quantity: 1, price_cents: 500 }], seats: [] } }],
  ['seated event',
    { type: 'Event', attributes: { seats: [{}, {}] }, cart: { name: 'Konzert', price_cents: 5400, startTime: '2026-03-13T20:00:00+01:00',
      prices: [{ title: 'Erwachsene – Kategorie I', quantity: 2, price_cents: 2700 }],
      seats: [{ title: 'Reihe A, Platz 3', category: { title: 'Kategorie I' }, price: { title: 'Erwachsene' } }, { title: 'Reihe A, Platz 4', category: { title: 'Kategorie I' }, price: { title: 'Erwachsene' } }] } },
    { type: 'Event', price_cents: 5400, attributes: { title: 'Konzert', quantity: 2, start_time: '2026-03-13T20:00:00+01:00',
      quantities: [{ title: 'Erwachsene – Kategorie I', quantity: 2, price_cents: 2700 }],
      seats: [{ title: 'Reihe A, Platz 3', category: 'Kategorie I', price_title: 'Erwachsene' }, { title: 'Reihe A, Platz 4', category: 'Kategorie I', price_title: 'Erwachsene' }] } }],
  ['tour with group price, per-person surcharge and equipment',
    { type: 'Tour', attributes: { quantity: 12 }, cart: { name: 'Altstadtführung', price_cents: 10600, totalCents: 10600, startTime: '2026-03-15T11:00:00+01:00', participantCount: 12,
      languageName: 'Deutsch', ageGroupName: 'Erwachsene',
      prices: { participants: [{ title: '', quantity: 12, price_cents: 9000, group: true }], surcharges: [{ title: 'Pro Person ab 11 Personen', quantity: 2, price_cents: 800 }] },
      equipment: [{ title: 'Audioguide', quantity: 3 }] } },
    { type: 'Tour', price_cents: 10600, attributes: { title: 'Altstadtführung', start_time: '2026-03-15T11:00:00+01:00', participants: 12, language: 'Deutsch', age_group: 'Erwachsene', grade: null,
      prices: [{ title: null, quantity: 1, price_cents: 9000, group: true }, { title: 'Pro Person ab 11 Personen', quantity: 2, price_cents: 800, surcharge: true }],
      equipment: [{ id: 4, title: 'Audioguide', quantity: 3 }] } }],
  ['merchandise',
    { type: 'Merchandise', attributes: { quantity: 2 }, cart: { name: 'Katalog', description: '<p>Hardcover</p>', price_cents: 2900 } },
    { type: 'Merchandise', price_cents: 2900, attributes: { title: 'Katalog', sub_title: '<p>Hardcover</p>', description: '<p>Alle Werke der Ausstellung</p>', quantity: 2 } }],
];

describe('cart line and order item read the same (one booking summary)', () => {
  it.each(pairs)('%s', (_name, line, item) => {
    expect(orderItemSummary(item)).toEqual(cartLineSummary(line));
  });
});
