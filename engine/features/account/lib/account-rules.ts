import type { FormField } from '../../../settings/settings.gen.ts';
import { checkEmailPair, checkPasswordPair, requireText, text, type FieldErrors, type FormValues } from './field-errors.ts';
import { isValidEmail } from './email.ts';

/** requirements/accounts.md §3.1 customer levels. */
export const LEVEL_GUEST = 10;
export const LEVEL_NORMAL = 20;
/** requirements/accounts.md §9: customer types private '1' and company (firma) '3'. */
export const CUSTOMER_PRIVATE = '1';
export const CUSTOMER_COMPANY = '3';

/** The invoice address fields with their required-message keys (requirements/accounts.md §5.2). */
const ADDRESS_FIELDS = { addr_street: 'streetRequire', addr_zip: 'postRequire', addr_city: 'cityRequire', addr_country_id: 'countryRequire' } as const;
export type AddressFieldModel = keyof typeof ADDRESS_FIELDS;

export interface CustomerRuleOptions {
  level: typeof LEVEL_GUEST | typeof LEVEL_NORMAL;
  termsShown: boolean;
  fields: readonly Pick<FormField, 'name' | 'model' | 'required'>[];
  /**
   * The address fields this form requires; by default all four on the full form and none for
   * guests. The one-pager's guest form asks street, zip and city but not the country (requirements/one-pager.md §5.1).
   */
  requiredAddress?: readonly AddressFieldModel[];
}

/** The address fields `options` require. */
export function requiredAddressOf({ level, requiredAddress }: Pick<CustomerRuleOptions, 'level' | 'requiredAddress'>): readonly AddressFieldModel[] {
  return requiredAddress ?? (level === LEVEL_NORMAL ? (Object.keys(ADDRESS_FIELDS) as AddressFieldModel[]) : []);
}

/** requirements/accounts.md §5.2: the registration (level 20) and guest (level 10) form. */
export function validateCustomer(values: FormValues, { level, termsShown, fields, requiredAddress }: CustomerRuleOptions): FieldErrors {
  const errors: FieldErrors = {};
  requireText(errors, values, 'customer_salutation_id', 'titleRequire');
  requireText(errors, values, 'name', 'nameRequire');
  requireText(errors, values, 'surname', 'surnameRequire');
  checkEmailPair(errors, values, true);
  if (level === LEVEL_NORMAL) checkPasswordPair(errors, values);
  for (const model of requiredAddressOf({ level, requiredAddress })) requireText(errors, values, model, ADDRESS_FIELDS[model]);
  requireText(errors, values, 'language_id', 'languageRequire');
  if (values.customer_type === CUSTOMER_COMPANY) requireText(errors, values, 'addr_vat_number', 'vatRequire');
  if (termsShown && values.terms !== true) errors.terms = 'termsRequire';
  for (const field of fields) if (field.required) requireText(errors, values, field.model, `${field.name}Require`);
  return errors;
}

/** requirements/accounts.md §5.3. */
export function validateLogin(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  requireText(errors, values, 'email', 'emailRequire');
  if (!errors.email && !isValidEmail(text(values, 'email'))) errors.email = 'emailValid';
  if (!values.password) errors.password = 'passwordRequire';
  return errors;
}

/** requirements/accounts.md §5.4 profile data: confirmation optional but matching. */
export function validateProfile(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  requireText(errors, values, 'customer_salutation_id', 'titleRequire');
  requireText(errors, values, 'name', 'nameRequire');
  requireText(errors, values, 'surname', 'surnameRequire');
  checkEmailPair(errors, values, false);
  requireText(errors, values, 'language_id', 'languageRequire');
  return errors;
}

/** requirements/accounts.md §5.4 password change: the current password uses passwordRequire too. */
export function validatePasswordChange(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.current_password) errors.current_password = 'passwordRequire';
  checkPasswordPair(errors, values);
  return errors;
}

/** requirements/accounts.md §5.5 request: the message shown for a missing e-mail is titleRequire (sic). */
export function validateResetRequest(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  requireText(errors, values, 'email', 'titleRequire');
  if (!errors.email && !isValidEmail(text(values, 'email'))) errors.email = 'emailValid';
  return errors;
}

/** requirements/accounts.md §5.5 reset. */
export function validateReset(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  checkPasswordPair(errors, values);
  return errors;
}

/** requirements/accounts.md §5.6: street, zip, city and country required; adressat optional. */
export function validateAddress(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  requireText(errors, values, 'street', 'streetRequire');
  requireText(errors, values, 'zip', 'postRequire');
  requireText(errors, values, 'city', 'cityRequire');
  requireText(errors, values, 'country_id', 'countryRequire');
  return errors;
}
