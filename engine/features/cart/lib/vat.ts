import type { CartVat } from './cart-model.ts';

/** Spec §9: VAT included in a gross amount = round(amount × pct / (100 + pct)). */
export function includedVat(amountCents: number, vatPct: number): number {
  if (vatPct <= 0) return 0;
  return Math.round((amountCents * vatPct) / (100 + vatPct));
}

/**
 * One VAT line per rate (spec §2.2 'one VAT line per rate'): the gross amounts are summed per
 * vat_pct first and rounded once, so three 1-cent rounding errors do not add up to three cents.
 */
export function vatLines(amounts: { vat_pct: number; amount_cents: number }[]): CartVat[] {
  const byRate = new Map<number, number>();
  for (const { vat_pct, amount_cents } of amounts) byRate.set(vat_pct, (byRate.get(vat_pct) ?? 0) + amount_cents);
  return [...byRate.entries()]
    .filter(([pct]) => pct > 0)
    .sort(([a], [b]) => a - b)
    .map(([vat_pct, amount]) => ({ vat_pct, price_cents: includedVat(amount, vat_pct) }));
}
