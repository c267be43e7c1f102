import { describe, expect, it } from 'vitest';
import { reservesTickets } from './reserve-tickets.ts';

describe('reservesTickets (requirements/cart.md §4.1, requirements/tickets.md §6)', () => {
  it('holds for everyone by default and for nobody when reservations are off', () => {
    expect(reservesTickets({ enabled: true, requireLogin: false }, false)).toBe(true);
    expect(reservesTickets({ enabled: false, requireLogin: false }, true)).toBe(false);
  });
  it('with requireLogin, holds only for signed-in visitors', () => {
    expect(reservesTickets({ enabled: true, requireLogin: true }, true)).toBe(true);
    expect(reservesTickets({ enabled: true, requireLogin: true }, false)).toBe(false);
    expect(reservesTickets({ enabled: false, requireLogin: true }, true)).toBe(false);
  });
});
