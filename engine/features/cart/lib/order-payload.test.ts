import { describe, expect, it } from 'vitest';
import { buildStoredCart, buildTicketLine } from '../../../../tests/mocks/fixtures/cart.ts';
import { buildOrderPayload } from './order-payload.ts';

describe('order payload (requirements/checkout-and-orders.md §3.1)', () => {
  it('sends items, ids, comment, reference, payment mode, coupon codes, donations, affiliate and total', () => {
    const cart = buildStoredCart([buildTicketLine({ id: 3, quantity: 1 })], {
      coupons: [{ code: 'GIFT', is_valid: true, value_cents: 500, is_voucher_for: null }],
      donations: [{ value: 100, campaign_id: 2 }],
      orderParams: { customerComment: ' Rollstuhl ', reference: 'PO-1', paymentModeId: '8' },
      shippingAddressId: 44,
    });
    expect(buildOrderPayload({ cart, items: cart.items, totalCents: 1000, billingAddressId: 12, affiliate: { id: 5, campaign: 'spring' } })).toEqual({
      items: [{ type: 'Ticket', attributes: cart.items[0]!.attributes }],
      billing_address_id: 12, shipping_address_id: 44, comment: 'Rollstuhl', reference: 'PO-1', payment_mode_id: 8,
      coupons: ['GIFT'], donations: [{ campaign_id: 2, value: 100 }], affiliate: { id: 5, campaign: 'spring' }, total: 1000,
    });
  });

  it('without a chosen mode the default mode id is sent', () => {
    expect(buildOrderPayload({ cart: buildStoredCart([buildTicketLine()]), items: [], totalCents: 0, defaultModeId: '2' }).payment_mode_id).toBe(2);
  });

  it('an empty payment mode id (instant transfer) is sent as null', () => {
    const cart = buildStoredCart([buildTicketLine()], { orderParams: { customerComment: '', reference: '', paymentModeId: '' } });
    expect(buildOrderPayload({ cart, items: cart.items, totalCents: 0 }).payment_mode_id).toBeNull();
  });
});
