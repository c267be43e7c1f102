import type { CartItem } from '../../../shared/cart-line/cart-line.ts';

/** requirements/cart.md §3.1: null = no choice yet, false = print at home, true = shipped. */
export type ShippingSelection = boolean | null;

const isAnnual = (item: CartItem) => item.cart.type === 'Annual';
const hasShippingMerchandise = (item: CartItem) => item.attributes.shipped_with_merchandise_id != null;
const withMode = (item: CartItem, mode: 'post' | 'email'): CartItem => ({ ...item, attributes: { ...item.attributes, shipping_mode: mode } });

/**
 * Settings cart.shipping.defaultSelection: until the visitor chooses, an optional choice starts at
 * the operator's default ('none' leaves it open, so the visitor must choose before checkout).
 */
export function effectiveShippingSelection(stored: ShippingSelection, optional: boolean, defaultSelection: 'none' | 'printAtHome' | 'shipping'): ShippingSelection {
  if (stored !== null || !optional) return stored;
  return defaultSelection === 'none' ? null : defaultSelection === 'shipping';
}

/** Declined means the visitor chose print at home on an optional choice; 'no choice yet' is not a refusal. */
export function isShippingDeclined(optional: boolean, selection: ShippingSelection): boolean {
  return optional && selection === false;
}

/**
 * requirements/cart.md §4.3. Shipping chosen, or not optional at all: items with shipping merchandise (and annual cards,
 * which are always posted) go by post, the rest by e-mail. Declined: annual tickets still go by post (the card is a physical pass), tickets
 * with shipping merchandise are e-mailed, and shipping-article merchandise is dropped.
 */
export function applyShippingModes(items: CartItem[], optional: boolean, selection: ShippingSelection): CartItem[] {
  if (!isShippingDeclined(optional, selection)) {
    return items.map((item) => withMode(item, hasShippingMerchandise(item) || isAnnual(item) ? 'post' : 'email'));
  }
  return items
    .filter((item) => !(item.type === 'Merchandise' && item.attributes.is_shipping_article))
    .map((item) => withMode(item, isAnnual(item) ? 'post' : 'email'));
}

/** requirements/cart.md §4.3: declining clears the shipping rows unless an annual ticket still needs posting. */
export function keepsShippingItems(items: CartItem[], optional: boolean, selection: ShippingSelection): boolean {
  return !isShippingDeclined(optional, selection) || items.some(isAnnual);
}

/**
 * The choice is offered when shipping is optional and something could travel either way. Annual cards are always
 * posted (requirements/cart.md §4.3 'Annual tickets decide whether shipping is shown or mandatory'): alone they
 * make shipping mandatory, with nothing to choose (issue 20).
 */
export function showsShippingChoice(items: CartItem[], optional: boolean, shippingRows: number): boolean {
  if (!optional) return false;
  if (items.some(isAnnual)) return items.some((item) => !isAnnual(item) && hasShippingMerchandise(item));
  return shippingRows > 0 || items.some(hasShippingMerchandise);
}
