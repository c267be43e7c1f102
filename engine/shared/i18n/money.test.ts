import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

// Intl puts a narrow no-break space between amount and symbol; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows integer cents divided by 100 in German EUR format', () => {
    expect(plain(formatMoney(1250, { language: 'de' }))).toBe('12,50 €');
    expect(plain(formatMoney(123456, { language: 'de' }))).toBe('1.234,56 €');
    expect(plain(formatMoney(0, { language: 'de' }))).toBe('0,00 €');
  });

  it('follows the language', () => {
    expect(formatMoney(1250, { language: 'en' })).toBe('€12.50');
  });

  it('switches to the Swiss locale for CHF', () => {
    expect(plain(formatMoney(1250, { language: 'de', currency: 'CHF' }))).toBe('CHF 12.50');
  });
});
