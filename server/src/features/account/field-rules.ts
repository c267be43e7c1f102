import type { FieldErrors } from '../../http/api-error';
import { MESSAGES } from './messages';

/** requirements/accounts.md §5.1: word characters, plus, minus and dots; '@'; labels of letters, digits, hyphens; a final dot and letters. */
const EMAIL = /^[\w+.-]+@([A-Za-z0-9-]+\.)+[A-Za-z]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Trimmed text, or '' for anything that is not a string or number. */
export function textOf(value: unknown, max = 200): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A positive int4 id from a number or numeric string, else null. */
export function idOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : null;
}

export function isChecked(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
}

export class FieldErrorList {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

/** requirements/accounts.md §5.2, requirements/accounts.md §5.5: required, matching confirmation; length bounds keep scrypt input sane. */
export function checkNewPassword(list: FieldErrorList, password: unknown, confirmation: unknown): void {
  if (typeof password !== 'string' || password === '') list.add('password', MESSAGES.passwordRequire);
  else if (password.length < 8) list.add('password', MESSAGES.passwordTooShort);
  else if (password.length > 128) list.add('password', MESSAGES.passwordTooLong);
  if (typeof confirmation !== 'string' || confirmation === '') list.add('password_confirmation', MESSAGES.passwordValidRequire);
  else if (confirmation !== password) list.add('password_confirmation', MESSAGES.passwordMatch);
}

export function checkEmailPair(list: FieldErrorList, email: string, confirmation: unknown, confirmationRequired: boolean): void {
  if (email === '') list.add('email', MESSAGES.emailRequire);
  else if (!isEmail(email)) list.add('email', MESSAGES.emailValid);
  const repeated = normalizeEmail(confirmation);
  if (repeated === '') {
    if (confirmationRequired) list.add('email_confirmation', MESSAGES.emailValidRequire);
  } else if (repeated !== email) list.add('email_confirmation', MESSAGES.emailMatch);
}

/** Comma string ("1,3") or array of ids (requirements/accounts.md §3.1 newsletter_groups). */
export function idListOf(value: unknown): number[] | null {
  if (value === undefined || value === null || value === '') return [];
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids = parts.map((part) => idOf(typeof part === 'string' ? part.trim() : part));
  return ids.every((id) => id !== null) ? [...new Set(ids as number[])] : null;
}
