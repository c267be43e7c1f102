import { intlLocaleOf } from './languages.ts';

export interface MoneyOptions {
  language: string;
  currency?: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Prices are integer cents (requirements/cart.md §9.1), shown divided by 100 in the shop currency. */
export function formatMoney(cents: number, { language, currency = 'EUR' }: MoneyOptions): string {
  const locale = intlLocaleOf(language, currency);
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
