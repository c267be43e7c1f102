import type { AudiencePrices } from '../schema';

/** {price target audience id: price_cents} on a demo price: what that audience pays instead. */
export type AudienceCents = Record<number, number>;

/**
 * requirements/accounts.md §6.3 special prices of demo events and tours: every price whose data names
 * `audiences` is copied with that audience's amount into audience_prices, keeping its
 * identity (scale_price_id, seat category, surcharge id) so orders match it up
 * (shared/audience-prices.ts, migration 0009). `data` and `prices` run in parallel.
 */
export function audiencePricesOf(data: { audiences?: AudienceCents }[], prices: Record<string, unknown>[]): AudiencePrices {
  const byAudience: AudiencePrices = {};
  data.forEach((entry, index) => {
    for (const [audience, cents] of Object.entries(entry.audiences ?? {})) {
      (byAudience[audience] ??= []).push({ ...prices[index], price_cents: cents });
    }
  });
  return byAudience;
}
