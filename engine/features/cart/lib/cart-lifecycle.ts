import { emptyCart, type StoredCart } from './cart-model.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { isTicketVoucher } from './coupon-debits.ts';

/** What the server must let go of after a removal (requirements/cart.md §4.1): ticket holds and event seats. */
export interface Releases {
  reservationTokens: string[];
  seats: { id: number; date_id: number; seat_id: number }[];
}

function reservationTokensOf(item: CartItem): string[] {
  const tokens = [...(item.attributes.reservations ?? []), ...(item.reservation ? [item.reservation.token] : [])];
  return [...new Set(tokens)];
}

function releasesOf(item: CartItem): Releases {
  const seats = item.type === 'Event' && item.cart.event_id != null && item.cart.date_id != null
    ? (item.attributes.seats ?? []).map((seat) => ({ id: item.cart.event_id!, date_id: item.cart.date_id!, seat_id: seat.seat_id }))
    : [];
  return { reservationTokens: reservationTokensOf(item), seats };
}

/** requirements/cart.md §4.1: an empty cart holding only ticket vouchers has nothing left to redeem them on. */
function clearIfOnlyVouchers(cart: StoredCart): StoredCart {
  if (cart.items.length === 0 && cart.coupons.length > 0 && cart.coupons.every(isTicketVoucher)) {
    return { ...emptyCart(), orderParams: cart.orderParams };
  }
  return cart;
}

/**
 * requirements/cart.md §4.1 'Removing an item': its holds and seats are released (returned for the caller to send),
 * its shipping article goes when no other item shares shipped_with_merchandise_id, and its coupon goes.
 */
export function removeItem(cart: StoredCart, index: number): { cart: StoredCart; releases: Releases } {
  const item = cart.items[index];
  if (!item) return { cart, releases: { reservationTokens: [], seats: [] } };
  let items = cart.items.filter((_, position) => position !== index);
  const merchandiseId = item.attributes.shipped_with_merchandise_id;
  if (merchandiseId != null && !items.some((other) => other.attributes.shipped_with_merchandise_id === merchandiseId)) {
    items = items.filter((other) => !(other.attributes.is_shipping_article && other.attributes.id === merchandiseId));
  }
  const code = item.cart.coupon_code;
  const coupons = code ? cart.coupons.filter((coupon) => coupon.code !== code) : cart.coupons;
  return { cart: clearIfOnlyVouchers({ ...cart, items, coupons }), releases: releasesOf(item) };
}

/** requirements/cart.md §4.1: quantity 0 removes the item; otherwise the quantity (and a mantle's sub-tickets) scale. */
export function setQuantity(cart: StoredCart, index: number, quantity: number, now: Date): { cart: StoredCart; releases: Releases } {
  if (quantity <= 0) return removeItem(cart, index);
  const item = cart.items[index];
  if (!item) return { cart, releases: { reservationTokens: [], seats: [] } };
  const previous = item.attributes.quantity ?? 1;
  const subs = item.attributes.sub_ticket_quantities;
  const scaled = subs && Object.fromEntries(Object.entries(subs).map(([id, places]) => [id, Math.round((places / previous) * quantity)]));
  const next: CartItem = {
    ...item,
    updated_at: now.toISOString(),
    attributes: { ...item.attributes, quantity, ...(scaled ? { sub_ticket_quantities: scaled } : {}) },
    cart: { ...item.cart, ...(item.cart.subTickets && scaled ? { subTickets: rescaleSubTickets(item, previous, quantity) } : {}) },
  };
  return { cart: { ...cart, items: cart.items.map((current, position) => (position === index ? next : current)) }, releases: { reservationTokens: [], seats: [] } };
}

function rescaleSubTickets(item: CartItem, previous: number, quantity: number) {
  return (item.cart.subTickets ?? []).map((sub) => ({ ...sub, selectedQuantity: Math.round((sub.selectedQuantity / previous) * quantity) }));
}

/** requirements/cart.md §4.1: at expiry the hold is dropped from the item; the item itself stays. */
export function dropReservation(item: CartItem): CartItem {
  const token = item.reservation?.token;
  const { reservation: _dropped, ...rest } = item;
  return { ...rest, attributes: { ...item.attributes, reservations: (item.attributes.reservations ?? []).filter((other) => other !== token) } };
}

/** requirements/cart.md §4.1 auto-clear: everything goes (the skip-donation flag too); the chosen payment mode stays. */
export function clearedCart(cart: StoredCart): StoredCart {
  return { ...emptyCart(), orderParams: { ...emptyCart().orderParams, paymentModeId: cart.orderParams.paymentModeId } };
}

/** requirements/cart.md §4.1: logout clears the cart and resets orderParams to the default payment mode. */
export function loggedOutCart(defaultModeId: string): StoredCart {
  return { ...emptyCart(), orderParams: { customerComment: '', reference: '', paymentModeId: defaultModeId } };
}

/** Every hold token in the cart, for the refresh before anonymous checkout (requirements/checkout-and-orders.md §4.1). */
export function allReservationTokens(cart: StoredCart): string[] {
  return [...new Set(cart.items.flatMap(reservationTokensOf))];
}
