import type { OnePagerRow } from './one-pager-row.ts';

export interface OnePagerTotals {
  total: number;
  /** One line per rate above 0, VAT included in the gross (requirements/cart.md §2.1, requirements/one-pager.md §9). */
  vats: { vat_pct: number; price_cents: number }[];
}

/** requirements/one-pager.md §2.1 'One-pager': the overview's total with its VAT lines; amounts in cents. */
export function onePagerTotals(rows: Pick<OnePagerRow, 'price' | 'quantity' | 'ticket'>[]): OnePagerTotals {
  const byRate = new Map<number, number>();
  let total = 0;
  for (const { price, quantity, ticket } of rows) {
    const amount = price * quantity;
    total += amount;
    if (amount > 0 && ticket.vat_pct > 0) byRate.set(ticket.vat_pct, (byRate.get(ticket.vat_pct) ?? 0) + amount);
  }
  const vats = [...byRate.entries()].sort(([a], [b]) => a - b)
    .map(([vat_pct, amount]) => ({ vat_pct, price_cents: Math.round((amount * vat_pct) / (100 + vat_pct)) }));
  return { total, vats };
}
