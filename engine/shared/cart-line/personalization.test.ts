import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-line.ts';
import { attendeeFields, firstToPersonalize, needsPersonalization } from './personalization.ts';

const item = (attributes: Partial<CartItem['attributes']>): CartItem => ({
  type: 'Ticket', updated_at: '', attributes: { id: 1, quantity: 2, ...attributes }, cart: { name: '', price_cents: 0, tax_included: true, vats: [], available: [] },
});
const fields = ['name', 'surname'];

describe('requirements/tickets.md §4.1 personalisation required', () => {
  it('when an attendee field is empty or the count differs from the quantity', () => {
    expect(needsPersonalization(item({ attendees: [] }), fields)).toBe(true);
    expect(needsPersonalization(item({ attendees: [{ name: 'A', surname: 'B' }, { name: 'C', surname: ' ' }] }), fields)).toBe(true);
    expect(needsPersonalization(item({ attendees: [{ name: 'A', surname: 'B' }, { name: 'C', surname: 'D' }] }), fields)).toBe(false);
    expect(needsPersonalization(item({}), fields)).toBe(false);
  });
  it('asks name, surname plus the configured fields', () => {
    expect(attendeeFields([{ model: 'email' }, { model: 'name' }])).toEqual(['name', 'surname', 'email']);
  });
  it('points at the first item still needing attendees, or -1 (requirements/checkout-and-orders.md §4.1)', () => {
    expect(firstToPersonalize([item({}), item({ attendees: [{ name: 'A', surname: 'B' }] }), item({ attendees: [] })], fields)).toBe(1);
    expect(firstToPersonalize([item({}), item({ attendees: [{ name: 'A', surname: 'B' }, { name: 'C', surname: 'D' }] })], fields)).toBe(-1);
  });
});
