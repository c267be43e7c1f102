import type { OnePagerTicket } from './one-pager-ticket.ts';

/** A bookable day ticket (first entry 10:00, quota 1) for the lib tests. */
export function testTicket(overrides: Partial<OnePagerTicket> & { id: number }): OnePagerTicket {
  return {
    title: `Ticket ${overrides.id}`, sub_title: null, ticket_type: 'normal', bookable: true, quota_ids: [1], price_cents: 1200, discount: 0,
    vat_pct: 7, tax_included: true, first_entry: 600, last_entry: 960, min_persons: 1, max_persons: 10, attendees: null, free_timing: false,
    is_mantle: false, is_sub_ticket: false, dynamic_prices: {}, shipped_with_merchandise_id: null, ...overrides,
  };
}
