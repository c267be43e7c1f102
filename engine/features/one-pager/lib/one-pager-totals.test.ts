import { describe, expect, it } from 'vitest';
import { onePagerTotals } from './one-pager-totals.ts';
import { buildDayTicket } from '../../../../tests/mocks/fixtures/tickets.ts';

describe('onePagerTotals', () => {
  it('sums the gross and rounds VAT once per rate', () => {
    const rows = [
      { price: 1200, quantity: 2, ticket: buildDayTicket({ id: 1, vat_pct: 7 }) },
      { price: 800, quantity: 1, ticket: buildDayTicket({ id: 2, vat_pct: 7 }) },
      { price: 1000, quantity: 1, ticket: buildDayTicket({ id: 3, vat_pct: 19 }) },
      { price: 500, quantity: 0, ticket: buildDayTicket({ id: 4, vat_pct: 19 }) },
    ];
    expect(onePagerTotals(rows)).toEqual({ total: 4200, vats: [{ vat_pct: 7, price_cents: 209 }, { vat_pct: 19, price_cents: 160 }] });
  });
  it('has no VAT line for exempt tickets', () => {
    expect(onePagerTotals([{ price: 1000, quantity: 1, ticket: buildDayTicket({ id: 1, vat_pct: 0 }) }])).toEqual({ total: 1000, vats: [] });
  });
});
