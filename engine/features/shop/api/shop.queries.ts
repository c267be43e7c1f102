import { queryOptions } from '@tanstack/react-query';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { scopeKey, type QueryScope } from '../../../shared/api/query-scope.ts';
import type { DateOptions } from '../../../shared/i18n/dates.ts';
import { FALLBACK_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { classifyBootstrapError } from '../lib/bootstrap-error.ts';
import { withBootstrapOverride } from '../lib/bootstrap-override.ts';
import { settingsOf } from '../lib/shop-settings.ts';
import { translationsOf } from '../lib/shop-translations.ts';
import { toShopView, type ShopView } from '../lib/shop-view.ts';
import { getShop } from './shop.api.ts';
import { ShopViewContext } from './shop-view-context.tsx';

/**
 * requirements/settings.md §4.1: unknown locale → load again in German; the caller then stores German.
 * A host's draft (operator preview) goes over the answer; settings not resolved by our server are
 * validated here, with the validator loaded only then (shop-settings.ts), and their go~mus text keys
 * mapped to ours (shop-translations.ts).
 */
async function loadShop(scope: QueryScope, signal: AbortSignal): Promise<ShopView> {
  let locale = scope.locale;
  let shop;
  try {
    shop = await getShop(scope.api, locale, signal);
  } catch (error) {
    if (classifyBootstrapError(error) !== 'locale' || locale === FALLBACK_LANGUAGE) throw error;
    locale = FALLBACK_LANGUAGE;
    shop = await getShop(scope.api, locale, signal);
  }
  const shown = withBootstrapOverride(scope.api, scope.locale, shop, locale);
  const [settings, translations] = await Promise.all([settingsOf(shown), translationsOf(shown)]);
  return toShopView({ ...shown, translations }, locale, settings);
}

export const shopQueries = {
  all: () => ['shop'] as const,
  bootstrap: (scope: QueryScope) =>
    queryOptions({
      queryKey: [...scopeKey('shop', scope), 'bootstrap'] as const,
      queryFn: ({ signal }) => loadShop(scope, signal),
      // Configuration does not change while someone shops; a reload picks up operator edits.
      staleTime: Infinity,
      retry: (failures, error) => classifyBootstrapError(error) === 'error' && failures < 2,
    }),
};

/**
 * The loaded shop for the current language. Only valid below the bootstrap gate, which renders the
 * screens only once the shop is prepared and hands its answer down (shop-view-context.tsx).
 */
export function useShop(): ShopView {
  const view = use(ShopViewContext);
  if (!view) throw new Error('useShop needs the bootstrap gate (engine/app/bootstrap-gate.tsx) above it.');
  return view;
}

/**
 * What every date on screen is formatted with: the shop language, the shop's timezone and the
 * operator's patterns (settings locale.dateFormats).
 */
export function useDateOptions(): DateOptions {
  const shop = useShop();
  const { i18n } = useTranslation();
  return { language: i18n.language, timezone: shop.timezone, patterns: shop.settings.locale.dateFormats };
}

/** Types other features read through this file, the only one of shop/ they may import. */
export type { MenuArea, MenuLink, ShopView } from '../lib/shop-view.ts';
