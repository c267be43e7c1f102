import { describe, expect, it } from 'vitest';
import { cartItemCount, emptyCart, isCartExpired, isStoredCart } from './cart-model.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';

const item = (updated_at: string, quantity = 2, type: CartItem['type'] = 'Ticket'): CartItem => ({
  type, updated_at, attributes: { id: 1, quantity },
  cart: { name: 'Tageskarte', price_cents: 1400, tax_included: true, vats: [], available: [0, 1, 2] },
});

describe('stored cart', () => {
  it('auto-clears only when the newest item is older than autoDeleteMinutes (requirements/cart.md §4.1)', () => {
    const cart = { ...emptyCart(), items: [item('2026-01-01T10:00:00Z'), item('2026-01-01T10:05:00Z')] };
    expect(isCartExpired(cart, new Date('2026-01-01T10:14:59Z'), 10)).toBe(false);
    expect(isCartExpired(cart, new Date('2026-01-01T10:15:01Z'), 10)).toBe(true);
  });

  it('never expires an empty cart', () => {
    expect(isCartExpired(emptyCart(), new Date('2030-01-01'), 10)).toBe(false);
  });

  it('counts units, a tour as one', () => {
    const cart = { ...emptyCart(), items: [item('2026-01-01T10:00:00Z', 3), item('2026-01-01T10:00:00Z', 12, 'Tour')] };
    expect(cartItemCount(cart)).toBe(4);
  });

  it('rejects malformed storage contents', () => {
    expect(isStoredCart({ items: 'x' })).toBe(false);
    expect(isStoredCart(emptyCart())).toBe(true);
  });
});
