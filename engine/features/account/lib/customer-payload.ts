import type { FormField } from '../../../settings/settings.gen.ts';
import { LEVEL_GUEST, type CustomerRuleOptions } from './account-rules.ts';
import { text, type FormValues } from './field-errors.ts';

/** requirements/accounts.md §9: the placeholder country when none was chosen. */
const PLACEHOLDER_COUNTRY_ID = 60;
const NOT_AVAILABLE = 'n/a';

/** Newsletter group checkboxes live in the form as `newsletter_<id>`. */
export const newsletterField = (id: number) => `newsletter_${id}`;

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * The POST /auth body of the registration and guest forms (requirements/accounts.md §3.1). requirements/accounts.md §5.2 fills empty
 * fields first: addressee empty, street/zip/city/name/surname 'n/a', country 60 (null for a
 * guest), email_confirmation = email. Newsletter groups go as a comma-joined id string.
 */
export function customerPayload(values: FormValues, options: Pick<CustomerRuleOptions, 'level' | 'termsShown'> & {
  fields: readonly Pick<FormField, 'model'>[];
  newsletterGroupIds: readonly number[];
}): Record<string, unknown> {
  const orNa = (field: string) => text(values, field) || NOT_AVAILABLE;
  const guest = options.level === LEVEL_GUEST;
  const email = text(values, 'email');
  const payload: Record<string, unknown> = {
    level: options.level,
    customer_salutation_id: idOrNull(text(values, 'customer_salutation_id')),
    name: orNa('name'),
    surname: orNa('surname'),
    email,
    email_confirmation: text(values, 'email_confirmation') || email,
    customer_type: text(values, 'customer_type') || '1',
    language_id: idOrNull(text(values, 'language_id')),
    addr_addressat: text(values, 'addr_addressat'),
    addr_vat_number: text(values, 'addr_vat_number'),
    addr_street: orNa('addr_street'),
    addr_zip: orNa('addr_zip'),
    addr_city: orNa('addr_city'),
    addr_country_id: idOrNull(text(values, 'addr_country_id')) ?? (guest ? null : PLACEHOLDER_COUNTRY_ID),
    newsletter_groups: options.newsletterGroupIds.filter((id) => values[newsletterField(id)] === true).join(','),
    // The server always asks for consent; without a shown checkbox there is nothing to decline (requirements/accounts.md §5.2).
    terms: options.termsShown ? values.terms === true : true,
  };
  if (!guest) {
    payload.password = values.password;
    payload.password_confirmation = values.password_confirmation;
  }
  for (const field of options.fields) payload[field.model] = text(values, field.model);
  return payload;
}
