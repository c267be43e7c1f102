import { describe, expect, it } from 'vitest';
import type { Ticket } from '../api/tickets.api.ts';
import { buildAnnualCartItem, buildTicketCartItem } from './cart-items.ts';

const now = new Date('2026-07-06T08:00:00Z');
const base: Ticket = {
  id: 4, title: 'Zeitfenster Erwachsene', sub_title: null, description: '<p>Slot</p>', ticket_type: 'time_slot', bookable: true,
  museum_ids: [1], exhibition_ids: [], quota_ids: [2], price_cents: 1400, discount: 0, vat_pct: 7, tax_included: true,
  first_entry: 600, last_entry: 1020, entry_duration: 30, min_persons: 0, max_persons: 20, personalizeable: false,
  attendees: null, free_timing: false, is_mantle: false, sub_tickets: {}, sub_ticket_ids: [], is_sub_ticket: false,
  dynamic_prices: {}, shipped_with_merchandise_id: null,
};
const time = '2026-07-20T14:00:00+02:00';

describe('requirements/cart.md §3.3 Cart items created here', () => {
  it('time-slot ticket: attributes + cart display data with vats, startTime and the hold', () => {
    const item = buildTicketCartItem({ ticket: base, quantity: 2, time, unitPrice: 1400, available: [0, 1, 2, 3], now, reservation: { token: 'T', valid_until: 'V' } });
    expect(item).toEqual({
      type: 'Ticket', updated_at: now.toISOString(), reservation: { token: 'T', valid_until: 'V' },
      attributes: { id: 4, time, quantity: 2, shipped_with_merchandise_id: null, reservations: ['T'] },
      cart: {
        name: 'Zeitfenster Erwachsene', price_cents: 1400, vats: [{ vat_pct: 7, price_cents: 183 }], tax_included: true,
        meta: { startTime: time }, available: [0, 1, 2, 3], free_timing: false, flex_description: null, subTickets: [],
        min_persons: 0, max_persons: 20,
      },
    });
  });
  it('day ticket: meta.startDate; attendee-required ticket starts with an empty attendees list', () => {
    const item = buildTicketCartItem({ ticket: { ...base, ticket_type: 'normal', attendees: 'required' }, quantity: 1, time, unitPrice: 1400, available: [1], now });
    expect(item.cart.meta).toEqual({ startDate: '2026-07-20' });
    expect(item.attributes.attendees).toEqual([]);
    expect(item.reservation).toBeUndefined();
  });
  it('flex ticket: meta.validFrom and the description as flex_description', () => {
    const item = buildTicketCartItem({ ticket: { ...base, ticket_type: 'normal', free_timing: true }, quantity: 1, time, unitPrice: 1600, available: [1], now });
    expect(item.cart).toMatchObject({ meta: { validFrom: '2026-07-20' }, free_timing: true, flex_description: '<p>Slot</p>' });
  });
  it('mantle ticket: sub_ticket_quantities and subTickets with titles', () => {
    const mantle = { ...base, id: 29, is_mantle: true, sub_tickets: { 21: 1, 22: 1 }, sub_ticket_ids: [21, 22] };
    const item = buildTicketCartItem({ ticket: mantle, quantity: 2, time, unitPrice: 1800, available: [0, 1, 2], now, subTickets: [{ id: 21, title: 'Urzeit', description: null }, { id: 22, title: 'Planetarium', description: 'Show' }] });
    expect(item.attributes.sub_ticket_quantities).toEqual({ 21: 2, 22: 2 });
    expect(item.cart.subTickets).toEqual([{ selectedQuantity: 2, title: 'Urzeit', description: null }, { selectedQuantity: 2, title: 'Planetarium', description: 'Show' }]);
  });
  it('annual ticket: cart type Annual, valid from its time', () => {
    const item = buildAnnualCartItem({ ticket: { ...base, ticket_type: 'annual', shipped_with_merchandise_id: 3 }, quantity: 1, time: '2026-07-07T00:00:00+02:00', unitPrice: 6500, available: [0, 1], now });
    expect(item.cart).toMatchObject({ type: 'Annual', meta: { validFrom: '2026-07-07' } });
    expect(item.attributes).toEqual({ id: 4, time: '2026-07-07T00:00:00+02:00', quantity: 1, shipped_with_merchandise_id: 3 });
  });
});
