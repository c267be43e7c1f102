import type { ApiConfig } from './api-config.ts';

/**
 * What every server read depends on besides its own inputs: which shop and which language.
 * Query keys include both (house-style.md §5), so two shops or two languages never share cache entries.
 */
export interface QueryScope {
  api: ApiConfig;
  locale: string;
}

/** The key prefix for a feature: [feature, shop, locale]. */
export function scopeKey<F extends string>(feature: F, scope: QueryScope) {
  return [feature, scope.api.shopUrl, scope.api.apiBase, scope.locale] as const;
}
