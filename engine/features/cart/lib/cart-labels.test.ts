import { describe, expect, it } from 'vitest';
import { buildTicketItem } from '../../../../tests/mocks/fixtures/cart.ts';
import { cartLabels } from './cart-labels.ts';

const museums = [{ id: 1, title: 'Kunsthalle am Fluss' }, { id: 2, title: 'Natural History Museum' }];
const exhibitions = [{ id: 7, title: 'Colour Rooms' }];

describe('cart labels (issue 19)', () => {
  it('reads ticket names anew in the shown language', () => {
    const labels = cartLabels([buildTicketItem({ id: 4, name: 'Zeitfenster Erwachsene' })], {
      tickets: [{ id: 4, title: 'Timed entry adults', museum_ids: [1], exhibition_ids: [] }], museums, exhibitions,
    });
    expect(labels).toEqual([{ name: 'Timed entry adults', museum: null, exhibition: null }]);
  });

  it('names museum and exhibition where the tickets come from several places', () => {
    const items = [buildTicketItem({ id: 4 }), buildTicketItem({ id: 5 })];
    const tickets = [{ id: 4, title: 'Timed entry adults', museum_ids: [1], exhibition_ids: [7] }, { id: 5, title: 'Timed entry adults', museum_ids: [2], exhibition_ids: [] }];
    expect(cartLabels(items, { tickets, museums, exhibitions })).toEqual([
      { name: 'Timed entry adults', museum: 'Kunsthalle am Fluss', exhibition: 'Colour Rooms' },
      { name: 'Timed entry adults', museum: 'Natural History Museum', exhibition: null },
    ]);
  });

  it('keeps lines it cannot read and names no place for a ticket valid in several museums', () => {
    const items = [buildTicketItem({ id: 4 }), buildTicketItem({ id: 20 }), buildTicketItem({ id: 99 })];
    const tickets = [{ id: 4, title: 'A', museum_ids: [1], exhibition_ids: [] }, { id: 20, title: 'Annual pass', museum_ids: [1, 2], exhibition_ids: [] }];
    expect(cartLabels(items, { tickets, museums, exhibitions })).toEqual([{ name: 'A', museum: null, exhibition: null }, { name: 'Annual pass', museum: null, exhibition: null }, null]);
  });
});
