import { isValidEmail } from './email.ts';

/** Field name → key under `fieldErrors.*` of the account namespace (requirements/accounts.md §8.1). */
export type FieldErrors = Record<string, string>;

export type FormValues = Record<string, string | boolean>;

export const text = (values: FormValues, field: string): string => {
  const value = values[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** Adds `key` for `field` when the field is empty; the first rule to fail wins per field. */
export function requireText(errors: FieldErrors, values: FormValues, field: string, key: string): void {
  if (!errors[field] && text(values, field) === '') errors[field] = key;
}

/** requirements/accounts.md §5.2: e-mail required and valid; the confirmation required (when asked) and matching. */
export function checkEmailPair(errors: FieldErrors, values: FormValues, confirmationRequired: boolean): void {
  requireText(errors, values, 'email', 'emailRequire');
  if (!errors.email && !isValidEmail(text(values, 'email'))) errors.email = 'emailValid';
  const repeated = text(values, 'email_confirmation');
  if (repeated === '') {
    if (confirmationRequired) errors.email_confirmation = 'emailValidRequire';
  } else if (repeated.toLowerCase() !== text(values, 'email').toLowerCase()) errors.email_confirmation = 'emailMatch';
}

/** requirements/accounts.md §5.2, requirements/accounts.md §5.5: password and confirmation required, the confirmation matching. */
export function checkPasswordPair(errors: FieldErrors, values: FormValues, field = 'password', confirmation = 'password_confirmation'): void {
  if (values[field] === '' || values[field] === undefined) errors[field] = 'passwordRequire';
  if (values[confirmation] === '' || values[confirmation] === undefined) errors[confirmation] = 'passwordValidRequire';
  else if (values[confirmation] !== values[field]) errors[confirmation] = 'passwordMatch';
}
