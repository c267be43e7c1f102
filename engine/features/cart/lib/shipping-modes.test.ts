import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { applyShippingModes, effectiveShippingSelection, keepsShippingItems, showsShippingChoice } from './shipping-modes.ts';
import { buildTicketLine } from '../../../../tests/mocks/fixtures/cart.ts';

const posted = buildTicketLine({ id: 1, merchandise: 50 });
const plain = buildTicketLine({ id: 2 });
const annual: CartItem = { ...buildTicketLine({ id: 3 }), cart: { ...buildTicketLine().cart, type: 'Annual' } };
const article: CartItem = { ...buildTicketLine({ id: 50 }), type: 'Merchandise', attributes: { id: 50, quantity: 1, is_shipping_article: true } };
const modes = (items: CartItem[]) => items.map((item) => [item.attributes.id, item.attributes.shipping_mode]);

describe('shipping modes (requirements/cart.md §4.3)', () => {
  it('not optional: items with shipping merchandise get post, the others email', () => {
    expect(modes(applyShippingModes([posted, plain], false, null))).toEqual([[1, 'post'], [2, 'email']]);
  });

  it('optional and chosen: items with shipping merchandise get post, the others email', () => {
    expect(modes(applyShippingModes([posted, plain], true, true))).toEqual([[1, 'post'], [2, 'email']]);
  });

  it('optional and declined: Annual items get post, tickets with merchandise email, shipping articles dropped', () => {
    expect(modes(applyShippingModes([posted, plain, annual, article], true, false))).toEqual([[1, 'email'], [2, 'email'], [3, 'post']]);
  });

  it('declined clears the shipping items unless an Annual item remains', () => {
    expect(keepsShippingItems([posted], true, false)).toBe(false);
    expect(keepsShippingItems([posted, annual], true, false)).toBe(true);
    expect(keepsShippingItems([posted], true, true)).toBe(true);
  });

  it('annual cards are always posted: alone they leave nothing to choose (issue 20)', () => {
    const postedAnnual: CartItem = { ...annual, attributes: { ...annual.attributes, shipped_with_merchandise_id: 9 } };
    expect(showsShippingChoice([postedAnnual], true, 1)).toBe(false);
    expect(showsShippingChoice([postedAnnual, posted], true, 1)).toBe(true);
    expect(modes(applyShippingModes([annual, plain], true, null))).toEqual([[3, 'post'], [2, 'email']]);
  });

  it('the choice shows only when shipping is optional and something can be posted', () => {
    expect(showsShippingChoice([posted], true, 0)).toBe(true);
    expect(showsShippingChoice([plain], true, 0)).toBe(false);
    expect(showsShippingChoice([posted], false, 1)).toBe(false);
  });
});

describe('shipping default (settings cart.shipping.defaultSelection)', () => {
  it('starts an optional choice at the operator default until the visitor chooses', () => {
    expect(effectiveShippingSelection(null, true, 'printAtHome')).toBe(false);
    expect(effectiveShippingSelection(null, true, 'shipping')).toBe(true);
    expect(effectiveShippingSelection(null, true, 'none')).toBeNull();
  });

  it("keeps the visitor's own choice and ignores the default when shipping is not optional", () => {
    expect(effectiveShippingSelection(true, true, 'printAtHome')).toBe(true);
    expect(effectiveShippingSelection(null, false, 'shipping')).toBeNull();
  });
});
