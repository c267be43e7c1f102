import type { ThemeTokens } from '../../../../themes/default/tokens.ts';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/languages.ts';
import type { ResolvedSettings, SettingsProblem } from '../../../settings/resolve-settings.ts';
import type { ShopSettings } from '../../../settings/settings.gen.ts';
import type { ShopConfig, ShopResponse, ShopTranslations } from '../api/shop.api.ts';
import { DEFAULT_STORAGE_PREFIX } from './storage-prefix.ts';
import { themeTokens } from './theme-tokens.ts';

export type MenuArea = 'museums' | 'exhibitions' | 'events' | 'tours' | 'merchandise';
export type MenuLink = 'tickets' | 'vip' | 'onePager' | 'annualTickets' | 'coupons';

/** The bootstrap answer plus resolved settings, in the shape the frame and pages read. */
export interface ShopView {
  id: number;
  slug: string;
  name: string;
  /** The locale the answer was loaded in; differs from the asked one after the 422 fallback. */
  locale: string;
  locales: string[];
  translations: ShopTranslations;
  /** Only pages with non-empty HTML: 'a page shows only when its content exists'. */
  content: Record<string, string>;
  config: ShopConfig;
  settings: ShopSettings;
  problems: SettingsProblem[];
  languages: Language[];
  defaultLanguage: Language;
  storagePrefix: string;
  startState: { name: string; params: Record<string, unknown> };
  currency: { code: string; chfSwitchable: boolean };
  timezone: string;
  menuItems: Record<MenuArea | MenuLink, boolean>;
  pageSizes: Record<MenuArea, number>;
  staging: boolean;
  consent: { enabled: boolean; tagManagerId: string };
  logo: { url?: string; link?: string };
  theme: Partial<ThemeTokens>;
  /** The server's payment modes (bootstrap payment_modes) for the cart's radio labels (requirements/payment.md §2.2). */
  paymentModes: { id: string; name: string; icons: string[] }[];
  /** Card text limits (requirements/catalogue.md §9.3: category 40, title 100, sub_title 70). */
  truncation: { category: number; title: number; subTitle: number };
}

const prefersDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

/** The bootstrap answer in the shape the frame and pages read, with its settings already resolved (shop-settings.ts). */
export function toShopView(shop: ShopResponse, locale: string, { settings: s, problems }: ResolvedSettings): ShopView {
  // The shop's own locale list narrows the configured buttons: a button the server rejects would 422.
  const offered = shop.locales?.length ? s.locale.languages.filter((lng) => shop.locales.includes(lng)) : s.locale.languages;
  const languages = offered.filter(isLanguage);
  const tagManagerId = s.general.consent.tagManagerId || shop.config?.tag_manager_id || '';
  const { items, pageSizes } = s.menu;
  return {
    id: shop.id, slug: shop.slug, name: shop.name, locale, locales: shop.locales ?? [],
    translations: shop.translations ?? {},
    content: Object.fromEntries(Object.entries(shop.content ?? {}).filter((entry): entry is [string, string] => !!entry[1]?.trim())),
    config: shop.config ?? {}, settings: s, problems,
    languages: languages.length ? languages : [FALLBACK_LANGUAGE],
    defaultLanguage: s.locale.defaultLanguage,
    storagePrefix: s.general.localStorageKeyPrefix || DEFAULT_STORAGE_PREFIX,
    startState: { name: s.general.startState.name, params: s.general.startState.params },
    currency: { code: s.locale.currency.code, chfSwitchable: s.locale.currency.chfSwitchable },
    timezone: s.locale.timezone,
    menuItems: {
      museums: items.museums, exhibitions: items.exhibitions, events: items.events, tours: items.tours,
      merchandise: items.merchandise, tickets: items.tickets, vip: items.vip && s.vip.enabled,
      onePager: items.onePager && s.onePager.enabled, annualTickets: items.annualTickets, coupons: items.coupons,
    },
    pageSizes: { ...pageSizes },
    staging: !!shop.config?.staging || s.general.staging,
    consent: { enabled: s.general.consent.enabled || !!tagManagerId, tagManagerId },
    logo: { url: s.theme.logoUrl || undefined, link: s.theme.websiteUrl || undefined },
    theme: themeTokens(s.theme, prefersDark()),
    truncation: { ...s.catalogue.truncation },
    paymentModes: (shop.payment_modes ?? []).map((mode) => ({ id: String(mode.id), name: mode.name, icons: mode.icons })),
  };
}
