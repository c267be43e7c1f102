import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from './deep-equal.ts';

describe('JSON values are equal by structure, not identity', () => {
  it('equal nested objects and arrays, whatever the key order', () => {
    expect(isDeepStrictEqual({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
  });

  it('no coercion: 0 is not false, "1" is not 1, null is not {}', () => {
    expect(isDeepStrictEqual(0, false)).toBe(false);
    expect(isDeepStrictEqual('1', 1)).toBe(false);
    expect(isDeepStrictEqual(null, {})).toBe(false);
  });

  it('an array is not an object with index keys, and order matters in arrays', () => {
    expect(isDeepStrictEqual(['a'], { 0: 'a' })).toBe(false);
    expect(isDeepStrictEqual(['de', 'en'], ['en', 'de'])).toBe(false);
  });

  it('a missing key differs from one more key', () => {
    expect(isDeepStrictEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
