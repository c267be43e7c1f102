import { describe, expect, it } from 'vitest';
import { normaliseHash, normaliseLocationHash } from './hash.ts';

describe('normaliseHash', () => {
  it("turns '#!/x' into '#/x' and keeps the query", () => {
    expect(normaliseHash('#!/museum/3?lang=en')).toBe('#/museum/3?lang=en');
    expect(normaliseHash('#!start')).toBe('#/start');
    expect(normaliseHash('#!')).toBe('#/');
  });

  it('leaves other hashes alone', () => {
    expect(normaliseHash('#/start')).toBe('#/start');
    expect(normaliseHash('')).toBe('');
  });

  it('rewrites the location without adding history', () => {
    history.replaceState(null, '', '/shop/#!/cart?lang=de');
    const before = history.length;
    normaliseLocationHash();
    expect(location.hash).toBe('#/cart?lang=de');
    expect(location.pathname).toBe('/shop/');
    expect(history.length).toBe(before);
  });
});
