import { describe, expect, it } from 'vitest';
import { cartLineSummary } from './cart-line-summary.ts';
import { orderItemSummaries, orderItemSummary } from './order-item-summary.ts';
import { placesWhenMixed, withPlace } from './places.ts';

const line = (name: string, museum?: string, exhibition?: string) => withPlace(cartLineSummary({
  type: 'Ticket', attributes: { quantity: 1 }, cart: { name, price_cents: 1400, meta: { startTime: '2026-11-28T12:00:00+01:00' } },
}), museum, exhibition);

describe('tickets name their museum where a list spans several (issue 19)', () => {
  it('reads the museum and exhibition of a cart line and of an order item alike', () => {
    const cart = line('Zeitfenster Erwachsene', 'Kunsthalle am Fluss', 'Farbräume');
    const order = orderItemSummary({ type: 'Ticket', price_cents: 1400, attributes: {
      title: 'Zeitfenster Erwachsene', quantity: 1, ticket_type: 'time_slot', start_time: '2026-11-28T12:00:00+01:00', museum: 'Kunsthalle am Fluss', exhibition: 'Farbräume',
    } });
    expect(cart.facts[0]).toEqual({ kind: 'place', museum: 'Kunsthalle am Fluss', exhibition: 'Farbräume' });
    expect(order.facts).toEqual(cart.facts);
  });

  it('keeps the place where the lines come from different museums', () => {
    const lines = [line('Zeitfenster Erwachsene', 'Kunsthalle am Fluss'), line('Zeitfenster Erwachsene', 'Naturkundemuseum')];
    expect(placesWhenMixed(lines).map((summary) => summary.facts[0])).toEqual([
      { kind: 'place', museum: 'Kunsthalle am Fluss', exhibition: null }, { kind: 'place', museum: 'Naturkundemuseum', exhibition: null },
    ]);
  });

  it('drops it where every line is from the same place', () => {
    const lines = [line('Zeitfenster Erwachsene', 'Kunsthalle am Fluss'), line('Zeitfenster Ermäßigt', 'Kunsthalle am Fluss'), line('Katalog')];
    expect(placesWhenMixed(lines).flatMap((summary) => summary.facts.filter((fact) => fact.kind === 'place'))).toEqual([]);
  });
});

describe('an order names its tickets\' museums only where they span several (issue 19)', () => {
  const ticket = (museum: string) => ({ type: 'Ticket', price_cents: 1400, attributes: { title: 'Zeitfenster Erwachsene', quantity: 1, ticket_type: 'time_slot', start_time: '2026-11-28T12:00:00+01:00', museum, exhibition: null } });
  const places = (summaries: ReturnType<typeof orderItemSummaries>) => summaries.map((summary) => summary.facts.find((fact) => fact.kind === 'place') ?? null);

  it('keeps each line\'s museum in an order from three houses', () => {
    expect(places(orderItemSummaries([ticket('Kunsthalle am Fluss'), ticket('Naturkundemuseum'), ticket('Stadtgeschichte')]))).toEqual([
      { kind: 'place', museum: 'Kunsthalle am Fluss', exhibition: null },
      { kind: 'place', museum: 'Naturkundemuseum', exhibition: null },
      { kind: 'place', museum: 'Stadtgeschichte', exhibition: null },
    ]);
  });

  it('repeats no museum in an order from one house', () => {
    expect(places(orderItemSummaries([ticket('Kunsthalle am Fluss'), ticket('Kunsthalle am Fluss')]))).toEqual([null, null]);
  });
});
