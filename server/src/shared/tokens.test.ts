import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, randomEan13, urlSafeToken } from './tokens';

describe('tokens and barcodes', () => {
  it('makes 22-character url-safe tokens', () => {
    expect(urlSafeToken()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(urlSafeToken()).not.toBe(urlSafeToken());
  });

  it('computes the EAN-13 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    const code = randomEan13();
    expect(code).toMatch(/^2\d{12}$/);
    expect(Number(code.at(-1))).toBe(ean13CheckDigit(code.slice(0, 12)));
  });
});
