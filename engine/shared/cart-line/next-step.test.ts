import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-line.ts';
import { donationsHrefOf, nextStepAfterAdd } from './next-step.ts';

const item = (attributes: Partial<CartItem['attributes']>): CartItem => ({
  type: 'Ticket', updated_at: '', attributes: { id: 1, quantity: 2, ...attributes }, cart: { name: '', price_cents: 0, tax_included: true, vats: [], available: [] },
});
const fields = ['name', 'surname'];
const enabled = { tickets: true, events: false, tours: false, coupons: false, annualTickets: false, combiTickets: false };
const input = {
  productType: 'tickets' as const, donationsEnabled: enabled, skipDonation: false, attendeeFields: fields,
  donationsHref: '/donations', personalizationHref: (index: number) => `/tickets/personalization?itemIndex=${index}`, cartHref: '/cart',
};

describe('requirements/tickets.md §4.1 routing after add to cart', () => {
  it('personalisation first, pointing at the first item that needs it', () => {
    expect(nextStepAfterAdd({ ...input, items: [item({}), item({ attendees: [] })] })).toBe('/tickets/personalization?itemIndex=1');
  });
  it('then the donation step when enabled for the product type and not skipped', () => {
    expect(nextStepAfterAdd({ ...input, items: [item({})] })).toBe('/donations');
    expect(nextStepAfterAdd({ ...input, items: [item({})], skipDonation: true })).toBe('/cart');
    expect(nextStepAfterAdd({ ...input, items: [item({})], productType: 'annualTickets' })).toBe('/cart');
  });
  it('the donation step goes to /donations only when that route exists, else to the cart', () => {
    expect(nextStepAfterAdd({ ...input, items: [item({})], donationsHref: undefined })).toBe('/cart');
    expect(donationsHrefOf({ cart: { href: () => '/cart' } })).toBeUndefined();
    expect(donationsHrefOf({ donations: { href: () => '/donations' } })).toBe('/donations');
  });
});
