import type { ShopInstance } from '../../../engine/app/shop-instance.ts';
import { storeLanguage } from '../../../engine/shared/i18n/language-preference.ts';
import { layerTranslations } from '../../../engine/shared/i18n/layer-translations.ts';
import { switchLocale } from '../../../engine/shared/i18n/switch-locale.ts';
import { shopQueries } from '../../../engine/features/shop/api/shop.queries.ts';

/** The shop's own language switch (frame useLanguage), driven from outside the shop's router. */
export async function switchShopLanguage({ queryClient, apiConfig: api, i18n }: ShopInstance, language: string): Promise<void> {
  const view = await queryClient.ensureQueryData(shopQueries.bootstrap({ api, locale: language }));
  await layerTranslations(i18n, view.locale, view.translations);
  await switchLocale(i18n, view.locale);
  storeLanguage(view.storagePrefix, view.locale);
}
