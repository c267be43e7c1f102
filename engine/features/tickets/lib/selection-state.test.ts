import { describe, expect, it } from 'vitest';
import { hasSelection, selectionMessage } from './selection-state.ts';

const row = (quantity: number, over: { bookedOut?: boolean; sub?: boolean } = {}) => ({ quantity, bookedOut: over.bookedOut ?? false, ticket: { is_sub_ticket: over.sub ?? false } });

describe('requirements/tickets.md §5.2 Ticket selection: at least one non-sub-ticket row must have a quantity above 0', () => {
  it('passes with a chosen main ticket', () => {
    expect(hasSelection([row(0), row(2)])).toBe(true);
  });
  it('fails when nothing is chosen, or only sub-tickets', () => {
    expect(hasSelection([row(0), row(0)])).toBe(false);
    expect(hasSelection([row(3, { sub: true })])).toBe(false);
  });
});

describe("requirements/tickets.md §4.4 Ticket selection messages: 'noSelection', 'empty', 'noneAvailable'", () => {
  it("'noSelection' when a time is required but not selected", () => {
    expect(selectionMessage([row(0)], true)).toBe('noSelection');
  });
  it("'empty' without any ticket row", () => {
    expect(selectionMessage([], false)).toBe('empty');
  });
  it("'noneAvailable' when every row is booked out", () => {
    expect(selectionMessage([row(0, { bookedOut: true })], false)).toBe('noneAvailable');
    expect(selectionMessage([row(0, { bookedOut: true }), row(0)], false)).toBeNull();
  });
});
