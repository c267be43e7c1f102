import { describe, expect, it } from 'vitest';
import { orderItemSummary } from '../../../booking-summary/order-item-summary';
import { bookingLines } from './booking-lines';
import { htmlToText } from './html';

describe('bookingLines: the server wording of a booking summary (e-mail, PDF)', () => {
  it('words a tour: count, facts in order, a group price without "n ×", surcharges with it', () => {
    const summary = orderItemSummary({ type: 'Tour', price_cents: 13_600, attributes: {
      title: 'Altstadtführung', start_time: '2026-03-15T11:00:00+01:00', participants: 12, language: 'Englisch', age_group: 'Erwachsene',
      prices: [{ title: null, quantity: 1, price_cents: 9000, group: true }, { title: 'Pro Person ab 11 Personen', quantity: 2, price_cents: 800, surcharge: true },
        { title: 'Fremdsprachenzuschlag', quantity: 1, price_cents: 3000, group: true, surcharge: true }],
      equipment: [{ id: 1, title: 'Audioguide', quantity: 3 }] } });
    const de = bookingLines(summary, { locale: 'de', currency: 'EUR' });
    expect(de.count).toBe('1 Buchung');
    expect(de.facts).toEqual(['Beginn: Sonntag, 15. März 2026 um 11:00', 'Teilnehmende: 12', 'Sprache: Englisch', 'Altersgruppe: Erwachsene', 'Audioguide: 3']);
    expect(de.prices.map((line) => line.label)).toEqual(['Gruppenpreis', '2 × Pro Person ab 11 Personen', 'Fremdsprachenzuschlag']);
    expect(de.prices[1]!.amount.replace(/\s/g, ' ')).toBe('16,00 €');
    expect(bookingLines(summary, { locale: 'en', currency: 'EUR' }).facts[1]).toBe('Participants: 12');
  });

  it('counts seats and persons in the shop language; a ticket enters, an event starts', () => {
    const seated = orderItemSummary({ type: 'Event', price_cents: 5400, attributes: { title: 'Konzert', quantity: 2, seats: [{ title: 'Reihe A, Platz 3', category: 'Kategorie I', price_title: 'Erwachsene' }, { title: 'Reihe A, Platz 4' }] } });
    expect(bookingLines(seated, { locale: 'de', currency: 'EUR' })).toMatchObject({ count: '2 Plätze', facts: ['Reihe A, Platz 3 · Kategorie I · Erwachsene', 'Reihe A, Platz 4'] });
    expect(bookingLines(seated, { locale: 'fr', currency: 'EUR' }).count).toBe('2 places');
    const slot = orderItemSummary({ type: 'Ticket', price_cents: 1400, attributes: { title: 'Zeitfenster', quantity: 1, ticket_type: 'time_slot', start_time: '2026-03-14T11:00:00+01:00' } });
    expect(bookingLines(slot, { locale: 'en', currency: 'EUR' })).toMatchObject({ count: '1 ticket', facts: ['Entry: Saturday, 14 March 2026 at 11:00'] });
  });

  it('prints operator HTML as text', () => {
    expect(htmlToText('<p>Freier Einlass &amp; <strong>Führung</strong></p><p>an einem Tag</p><script>x()</script>')).toBe('Freier Einlass & Führung an einem Tag');
    const flex = orderItemSummary({ type: 'Ticket', price_cents: 1800, attributes: { title: 'Flex', quantity: 1, free_timing: true, description: '<p>Freier Einlass</p>' } });
    expect(bookingLines(flex, { locale: 'de', currency: 'EUR' }).description).toBe('Freier Einlass');
  });
});
