import { COUNTRIES } from '../reference-data/countries';
import { FieldErrorList, idOf, textOf } from './field-rules';
import { MESSAGES } from './messages';

export interface AddressInput {
  adressat: string; street: string; zip: string; city: string; country_id: number | null; vat_number?: string | null;
}

const KNOWN_COUNTRIES = new Set(COUNTRIES.map((country) => country.id));

/**
 * Address fields under a prefix ('addr_', 'shipping_addr_', '' for the address routes).
 * requirements/accounts.md §5.2, requirements/accounts.md §5.6: street, zip, city and country required on the full form; an unknown
 * country id is an error even where the country is optional (guests send null).
 */
export function addressErrors(list: FieldErrorList, body: Record<string, unknown>, prefix: string, required: boolean): AddressInput {
  const value = (key: string) => body[`${prefix}${key}`];
  const input: AddressInput = {
    adressat: textOf(value(prefix === '' ? 'adressat' : 'addressat') ?? value('adressat')), street: textOf(value('street')),
    zip: textOf(value('zip'), 20), city: textOf(value('city')), country_id: idOf(value('country_id')),
  };
  if (required) {
    if (!input.street) list.add(`${prefix}street`, MESSAGES.streetRequire);
    if (!input.zip) list.add(`${prefix}zip`, MESSAGES.postRequire);
    if (!input.city) list.add(`${prefix}city`, MESSAGES.cityRequire);
  }
  const rawCountry = value('country_id');
  if (input.country_id === null && rawCountry !== undefined && rawCountry !== null && rawCountry !== '') list.add(`${prefix}country_id`, MESSAGES.invalidChoice);
  else if (input.country_id === null && required) list.add(`${prefix}country_id`, MESSAGES.countryRequire);
  else if (input.country_id !== null && !KNOWN_COUNTRIES.has(input.country_id)) list.add(`${prefix}country_id`, MESSAGES.invalidChoice);
  return input;
}
