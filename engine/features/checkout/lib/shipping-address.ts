export interface ShippingAddressDraft {
  sameAddress: boolean;
  adressat: string;
  street: string;
  zip: string;
  city: string;
  country_id: string;
}

export type AddressField = 'street' | 'zip' | 'city' | 'country_id';
/** requirements/checkout-and-orders.md §5.1 error keys (user.fieldErrors.*Require), kept under the checkout namespace. */
export type AddressErrorKey = 'streetRequire' | 'postRequire' | 'cityRequire' | 'countryRequire';

const RULES: [AddressField, AddressErrorKey][] = [['street', 'streetRequire'], ['zip', 'postRequire'], ['city', 'cityRequire'], ['country_id', 'countryRequire']];

/** requirements/checkout-and-orders.md §5.1: only when 'same address' is unchecked are street, zip, city and country required. */
export function shippingAddressErrors(draft: ShippingAddressDraft): Partial<Record<AddressField, AddressErrorKey>> {
  if (draft.sameAddress) return {};
  return Object.fromEntries(RULES.filter(([field]) => !draft[field].trim()));
}
