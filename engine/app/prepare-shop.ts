import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ApiConfig } from '../shared/api/api-config.ts';
import { languageFromUrl, pickLanguage, storeLanguage, storedLanguage } from '../shared/i18n/language-preference.ts';
import { layerTranslations } from '../shared/i18n/layer-translations.ts';
import { switchLocale } from '../shared/i18n/switch-locale.ts';
import { nextTask } from '../shared/lib/next-task.ts';
import { connectAccountAuth } from '../features/account/api/account-auth.ts';
import { shopQueries } from '../features/shop/api/shop.queries.ts';
import { injectCustomCode } from '../features/shop/lib/inject-custom-code.ts';
import type { ShopView } from '../features/shop/lib/shop-view.ts';
import { isShopReady, markShopReady } from './shop-ready.ts';

interface PrepareInput {
  view: ShopView;
  i18n: I18n;
  queryClient: QueryClient;
  api: ApiConfig;
}

/**
 * Runs once the bootstrap answered: settles the language (the shop's own storage prefix and language
 * list are known only now), layers the server translations and injects the operator's code.
 * Returns the language the shop now runs in.
 */
async function prepareShop({ view, i18n, queryClient, api }: PrepareInput): Promise<string> {
  // After the 422 fallback the server has chosen German for us, and German is what we store. Once the
  // shop runs, a new view is the visitor's language switch: the URL may still name the language left.
  const wanted = view.locale !== i18n.language || isShopReady(queryClient)
    ? view.locale
    : pickLanguage({
        url: languageFromUrl(location.href),
        stored: storedLanguage(view.storagePrefix),
        initial: i18n.language,
        allowed: view.languages,
        fallback: view.defaultLanguage,
      });
  const target = wanted === view.locale ? view : await queryClient.ensureQueryData(shopQueries.bootstrap({ api, locale: wanted }));
  // Tasks of their own: the bootstrap answer was just parsed in this one, and layering and switching
  // each take tens of milliseconds on a phone (issue 12).
  await nextTask();
  await layerTranslations(i18n, target.locale, target.translations);
  await nextTask();
  await switchLocale(i18n, target.locale);
  storeLanguage(target.storagePrefix, target.locale);
  // The stored customer session lives under the same prefix; connect it before any route loader runs.
  connectAccountAuth(api, target.storagePrefix);
  injectCustomCode(target.slug, target.config.custom_css, target.config.custom_js);
  if (target.problems.length) console.warn('[settings] invalid settings replaced by defaults', target.problems);
  return target.locale;
}

/**
 * prepareShop, then the shop counts as ready: route loaders start their requests in this task, the
 * shop renders in the next (issue 12). The bootstrap gate and the live page's pre-mount step both end so.
 */
export async function prepareShopReady(input: PrepareInput): Promise<void> {
  await prepareShop(input);
  markShopReady(input.queryClient);
  await nextTask();
}
