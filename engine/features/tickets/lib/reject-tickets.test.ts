import { describe, expect, it } from 'vitest';
import { splitZeroPrice } from './reject-tickets.ts';

const rows = (prices: number[]) => prices.map((price, id) => ({ id, price }));

describe('requirements/tickets.md §9.2 rejectTickets', () => {
  it('>10 tickets → zero-price ones behind show more', () => {
    const { shown, more } = splitZeroPrice(rows([0, 100, 0, 100, 100, 100, 100, 100, 100, 100, 100]), (row) => row.price, 10);
    expect(shown).toHaveLength(9);
    expect(more.map((row) => row.id)).toEqual([0, 2]);
  });
  it('up to 10 tickets show everything', () => {
    expect(splitZeroPrice(rows([0, 100]), (row) => row.price, 10).more).toEqual([]);
  });
});
