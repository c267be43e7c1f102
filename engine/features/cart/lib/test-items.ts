import { emptyCart, type StoredCart } from './cart-model.ts';
import { type CartItem } from '../../../shared/cart-line/cart-line.ts';

/** Small builders for the cart's unit tests (kept next to them; not part of the app). */
export function ticketItem(overrides: { id?: number; quantity?: number; price?: number; vat?: number; merchandise?: number | null; token?: string } = {}): CartItem {
  const { id = 1, quantity = 2, price = 1400, vat = 7, merchandise = null, token } = overrides;
  return {
    type: 'Ticket', updated_at: '2026-01-01T10:00:00Z',
    ...(token ? { reservation: { token, valid_until: '2026-01-01T10:05:00Z' } } : {}),
    attributes: { id, quantity, time: '2026-01-02T10:00:00+01:00', shipped_with_merchandise_id: merchandise, ...(token ? { reservations: [token] } : {}) },
    cart: { name: `Ticket ${id}`, price_cents: price, tax_included: true, vats: [{ vat_pct: vat, price_cents: 0 }], available: [0, 1, 2, 3] },
  };
}

export function cartWith(items: CartItem[], extra: Partial<StoredCart> = {}): StoredCart {
  return { ...emptyCart(), items, ...extra };
}
