import { describe, expect, it } from 'vitest';
import type { OrderItemJson } from '../orders/order.schemas';
import { confirmationItems } from './confirmation-items';

const ticket = (id: number, museum: string, exhibition: string | null = null) => ({
  id, type: 'Ticket', price_cents: 1400, vat_pct: '7.0', tax_included: true,
  attributes: {
    id, title: 'Zeitfenster Erwachsene', ticket_id: 1, quantity: 1, museum_id: id, museum, exhibition_id: null, exhibition,
    ticket_type: 'time_slot', start_time: '2026-11-28T12:00:00+01:00', location: {}, barcodes: [], after_sale_information: null,
    attendees: [], free_timing: false, description: null, sub_tickets: [],
  },
}) as OrderItemJson;

describe('confirmation e-mail lines (issue 19)', () => {
  it('name each ticket\'s museum and exhibition where the order spans several houses', () => {
    const items = confirmationItems([ticket(1, 'Kunsthalle am Fluss', 'Farbräume'), ticket(2, 'Naturkundemuseum')], { locale: 'de', currency: 'EUR' });
    expect(items.map((item) => item.details[0])).toEqual(['Kunsthalle am Fluss · Farbräume', 'Naturkundemuseum']);
  });

  it('leave the museum out where every ticket is from the same house', () => {
    const items = confirmationItems([ticket(1, 'Kunsthalle am Fluss'), ticket(2, 'Kunsthalle am Fluss')], { locale: 'de', currency: 'EUR' });
    expect(items.flatMap((item) => item.details)).not.toContain('Kunsthalle am Fluss');
  });
});
