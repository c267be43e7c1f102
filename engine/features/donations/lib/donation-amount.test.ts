import { describe, expect, it } from 'vitest';
import { donationCents, parseWholeEuros } from './donation-amount.ts';

describe('donation amount (requirements/cart.md §2.5)', () => {
  it('presets 5, 10 and 25 € become cents', () => {
    expect([5, 10, 25].map((euros) => donationCents(euros, ''))).toEqual([500, 1000, 2500]);
  });

  it('the free amount takes whole euros only', () => {
    expect(parseWholeEuros(' 12 ')).toBe(1200);
    expect(parseWholeEuros('12,50')).toBeNull();
    expect(parseWholeEuros('12.5')).toBeNull();
    expect(parseWholeEuros('-3')).toBeNull();
  });

  it('the free amount must be at least 1 € and at most 10 000 €', () => {
    expect(parseWholeEuros('0')).toBeNull();
    expect(parseWholeEuros('10000')).toBe(1_000_000);
    expect(parseWholeEuros('10001')).toBeNull();
  });

  it('no choice or an invalid free amount gives no donation', () => {
    expect(donationCents(null, '')).toBeNull();
    expect(donationCents('other', 'abc')).toBeNull();
    expect(donationCents('other', '7')).toBe(700);
  });
});
