import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ApiConfig } from './api-config.ts';
import type { QueryScope } from './query-scope.ts';

/** What route loaders get from their shop instance: its cache, its API and its language. */
export interface RouteContext {
  queryClient: QueryClient;
  api: ApiConfig;
  i18n: I18n;
  /**
   * Settles when the shop is prepared (bootstrap loaded, language settled, stored session
   * connected). The live shop creates its router before that, so loaders wait for it.
   */
  ready: Promise<void>;
}

export function scopeOf(context: RouteContext): QueryScope {
  return { api: context.api, locale: context.i18n.language };
}
