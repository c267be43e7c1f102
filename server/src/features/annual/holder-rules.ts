import type { FieldErrors } from '../../http/api-error';
import { isRealDay } from './annual-rules';

/** A holder as POST/PUT /annual/customers send it (requirements/api.md §9.2); every field optional until checked. */
export interface HolderInput {
  name?: string | undefined; surname?: string | undefined; email?: string | undefined;
  customer_salutation_id?: number | string | null | undefined; date_of_birth?: string | null | undefined;
  addr_street?: string | undefined; addr_zip?: string | undefined; addr_city?: string | undefined; addr_country_id?: number | string | null | undefined;
}

/** Every field but date_of_birth is required when a holder is created. @see contract POST /annual/customers */
const REQUIRED_HOLDER_FIELDS = ['name', 'surname', 'email', 'customer_salutation_id', 'addr_street', 'addr_zip', 'addr_city', 'addr_country_id'] as const;

/** An id field as sent: undefined when absent or blank, null when not a positive integer. */
export function idOf(value: number | string | null | undefined): number | null | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const id = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** @see requirements/accounts.md §5.1 'E-mail format' */
const EMAIL = /^[\w+.-]+@(?:[a-z0-9-]+\.)+[a-z]+$/i;

export interface HolderReference { salutationIds: number[]; countryIds: number[] }

/**
 * Field errors keyed by the body's own field names. `partial` (the update) checks only the
 * fields sent, but a sent field may not be blanked. date_of_birth is a real past day or empty.
 */
export function holderErrors(input: HolderInput, reference: HolderReference, today: string, partial = false): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => { (errors[field] ??= []).push(message); };
  for (const field of REQUIRED_HOLDER_FIELDS) {
    const value = input[field];
    const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (blank && (!partial || value !== undefined)) add(field, "can't be blank");
  }
  if (input.email?.trim() && !EMAIL.test(input.email.trim())) add('email', 'is not a valid e-mail address');
  const salutation = idOf(input.customer_salutation_id);
  if (salutation !== undefined && (salutation === null || !reference.salutationIds.includes(salutation))) add('customer_salutation_id', 'is not a salutation of this shop');
  const country = idOf(input.addr_country_id);
  if (country !== undefined && (country === null || !reference.countryIds.includes(country))) add('addr_country_id', 'is not a known country');
  const birthday = input.date_of_birth?.trim();
  if (birthday) {
    if (!isRealDay(birthday)) {
      add('date_of_birth', 'must be a date YYYY-MM-DD');
    } else if (birthday >= today) add('date_of_birth', 'must be in the past');
  }
  return errors;
}
