import type { CartVat } from '../../../shared/cart-line/cart-line.ts';

/** requirements/cart.md §9: VAT included in a gross amount = round(amount × pct / (100 + pct)). */
export function includedVat(amountCents: number, vatPct: number): number {
  if (vatPct <= 0) return 0;
  return Math.round((amountCents * vatPct) / (100 + vatPct));
}

type RateAmount = { vat_pct: number; amount_cents: number };

function sumByRate(amounts: RateAmount[]): Map<number, number> {
  const byRate = new Map<number, number>();
  for (const { vat_pct, amount_cents } of amounts) byRate.set(vat_pct, (byRate.get(vat_pct) ?? 0) + amount_cents);
  return byRate;
}

/**
 * A value coupon is a means of payment on the whole cart, so the included VAT (requirements/cart.md §9) is taken on
 * the amount actually paid: the debit is spread over the rates in proportion to their gross share.
 * Largest remainders get the leftover cents so the shares add up to the debit exactly.
 */
export function spreadDebit(amounts: RateAmount[], debitCents: number): RateAmount[] {
  const rates = [...sumByRate(amounts).entries()].map(([vat_pct, amount_cents]) => ({ vat_pct, amount_cents }));
  const gross = rates.reduce((sum, rate) => sum + rate.amount_cents, 0);
  const debit = Math.min(Math.max(0, debitCents), gross);
  if (debit === 0 || gross <= 0) return rates;
  const exact = rates.map((rate) => (rate.amount_cents * debit) / gross);
  const floors = exact.map(Math.floor);
  const leftover = debit - floors.reduce((sum, share) => sum + share, 0);
  const extra = new Set(exact.map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest).slice(0, leftover).map(({ index }) => index));
  return rates.map((rate, index) => ({ vat_pct: rate.vat_pct, amount_cents: rate.amount_cents - (floors[index] ?? 0) - (extra.has(index) ? 1 : 0) }));
}

/**
 * One VAT line per rate (requirements/cart.md §2.1 'one VAT line per rate'): the gross amounts are summed per
 * vat_pct first and rounded once, so three 1-cent rounding errors do not add up to three cents.
 */
export function vatLines(amounts: RateAmount[]): CartVat[] {
  return [...sumByRate(amounts).entries()]
    .filter(([pct]) => pct > 0)
    .sort(([a], [b]) => a - b)
    .map(([vat_pct, amount]) => ({ vat_pct, price_cents: includedVat(amount, vat_pct) }));
}
