import type { Lang, SeedContext } from './context';
import { pagesDe } from './data/content-de';
import { pagesEn } from './data/content-en';
import { pagesEs } from './data/content-es';
import { pagesFr } from './data/content-fr';
import type { Pages, ShopInfo } from './data/content-types';

const byLocale: Record<Lang, (s: ShopInfo) => Pages> = { de: pagesDe, en: pagesEn, es: pagesEs, fr: pagesFr };

/** locale → page id → HTML, in every locale of the shop; easy-language only where the shop offers it. */
export function buildContent(ctx: SeedContext, info: ShopInfo, easyLanguage: boolean): Record<string, Pages> {
  return Object.fromEntries(ctx.locales.map((lng) => {
    const pages = byLocale[lng](info);
    if (!easyLanguage) delete pages['easy-language'];
    return [lng, pages];
  }));
}
