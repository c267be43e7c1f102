import type { AnnualCustomer, AnnualOrder, HolderInput, Personalization } from '../api/annual.api.ts';
import type { HolderMethod } from './slots.ts';
import { isPastDate } from './start-date.ts';

export type HolderValues = Record<string, string | boolean>;
/** Field → message key; text fields use the account namespace's keys, the rest this feature's. */
export type HolderErrors = Record<string, string>;

/** The newUser fields with the account key for 'required'; names are the API's (its errors use them). */
const NEW_USER_FIELDS = [
  ['customer_salutation_id', 'titleRequire'],
  ['name', 'nameRequire'],
  ['surname', 'surnameRequire'],
  ['email', 'emailRequire'],
  ['addr_street', 'streetRequire'],
  ['addr_zip', 'postRequire'],
  ['addr_city', 'cityRequire'],
  ['addr_country_id', 'countryRequire'],
] as const;

const str = (values: HolderValues, field: string) => {
  const value = values[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** The form's start: the slot's holder when it has one, else empty; the method per requirements/annual-and-vip.md §4. */
export function initialHolderValues(order: AnnualOrder, slot: Personalization, method: HolderMethod): HolderValues {
  const buyer = order.customer;
  const holder = slot.customer && slot.customer.id !== buyer.id ? slot.customer : null;
  const address = holder?.addresses[0];
  const buyerAddress = slot.customer?.id === buyer.id && slot.address_id ? slot.address_id : buyer.addresses[0]?.id;
  return {
    holder: method,
    customer_adress_id: buyerAddress ? String(buyerAddress) : '',
    buyer_date_of_birth: buyer.date_of_birth ?? '',
    customer_salutation_id: holder?.salutation_id ? String(holder.salutation_id) : '',
    name: holder?.name ?? '',
    surname: holder?.surname ?? '',
    email: holder?.email ?? '',
    addr_street: address?.street ?? '',
    addr_zip: address?.zip ?? '',
    addr_city: address?.city ?? '',
    addr_country_id: address?.country_id ? String(address.country_id) : '',
    date_of_birth: holder?.date_of_birth ?? '',
  };
}

/** requirements/annual-and-vip.md §5.1 'Annual personalisation': the chosen method's fields; an e-mail rule is passed in (account's). */
export function validateHolder(values: HolderValues, now: Date, isEmail: (value: string) => boolean): HolderErrors {
  const errors: HolderErrors = {};
  if (values.holder === 'currentUser') {
    if (!str(values, 'customer_adress_id')) errors.customer_adress_id = 'addressRequire';
    const born = str(values, 'buyer_date_of_birth');
    if (born && !isPastDate(born, now)) errors.buyer_date_of_birth = 'dateOfBirthPast';
    return errors;
  }
  for (const [field, key] of NEW_USER_FIELDS) if (!str(values, field)) errors[field] = key;
  if (!errors.email && !isEmail(str(values, 'email'))) errors.email = 'emailValid';
  const born = str(values, 'date_of_birth');
  if (born && !isPastDate(born, now)) errors.date_of_birth = 'dateOfBirthPast';
  return errors;
}

/** POST/PUT /annual/customers body of the newUser fields. */
export function holderPayload(values: HolderValues): HolderInput {
  return {
    customer_salutation_id: Number(str(values, 'customer_salutation_id')),
    name: str(values, 'name'),
    surname: str(values, 'surname'),
    email: str(values, 'email'),
    addr_street: str(values, 'addr_street'),
    addr_zip: str(values, 'addr_zip'),
    addr_city: str(values, 'addr_city'),
    addr_country_id: Number(str(values, 'addr_country_id')),
    date_of_birth: str(values, 'date_of_birth') || null,
  };
}

/** Whether the newUser fields differ from the existing holder (then PUT /annual/customers/{id}). */
export function holderChanged(values: HolderValues, initial: HolderValues): boolean {
  return [...NEW_USER_FIELDS.map(([field]) => field), 'date_of_birth'].some((field) => str(values, field) !== str(initial, field));
}

/** The existing holder of the slot who is not the buyer, whose data the newUser form edits. */
export const otherHolder = (order: AnnualOrder, slot: Personalization): AnnualCustomer | null =>
  slot.customer && slot.customer.id !== order.customer.id ? slot.customer : null;
