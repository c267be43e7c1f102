import type { FieldErrors } from './api-error';

/**
 * Text PostgreSQL can store: no U+0000 (a text value may not contain it, error 22021) and no lone
 * UTF-16 surrogate (it cannot be encoded as UTF-8; the drivers would silently store U+FFFD instead).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one (String#isWellFormed is ES2024).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_MESSAGE = 'must not contain NUL or unpaired surrogate characters';

const MAX_DEPTH = 64;

/**
 * Adds an error for every string in `value` (keys included) that is not storable, named by its
 * dotted path (`customer.name`, `coupons.0`) as the validation errors are.
 */
export function collectUnstorable(value: unknown, path: string, errors: FieldErrors, depth = 0): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) (errors[path || 'base'] ??= []).push(UNSTORABLE_MESSAGE);
    return;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const field = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) (errors[field] ??= []).push(UNSTORABLE_MESSAGE);
    collectUnstorable(item, field, errors, depth + 1);
  }
}
