import { describe, expect, it } from 'vitest';
import { shippingAddressErrors } from './shipping-address.ts';

const blank = { sameAddress: false, adressat: '', street: '', zip: '', city: '', country_id: '' };

describe('shipping address form (requirements/checkout-and-orders.md §5.1)', () => {
  it('nothing is required while the same address is used', () => expect(shippingAddressErrors({ ...blank, sameAddress: true })).toEqual({}));
  it('street, zip, city and country are required otherwise', () => {
    expect(shippingAddressErrors(blank)).toEqual({ street: 'streetRequire', zip: 'postRequire', city: 'cityRequire', country_id: 'countryRequire' });
    expect(shippingAddressErrors({ ...blank, street: 'Museumsinsel 1', zip: '10178', city: 'Berlin', country_id: '60' })).toEqual({});
  });
});
