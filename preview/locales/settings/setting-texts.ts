import type { UiLanguage } from '../messages.ts';
import { accountsDe } from './de/accounts.ts';
import { cartDe } from './de/cart.ts';
import { catalogueDe } from './de/catalogue.ts';
import { checkoutDe } from './de/checkout.ts';
import { donationsDe } from './de/donations.ts';
import { generalDe } from './de/general.ts';
import { localeDe } from './de/locale.ts';
import { menuDe } from './de/menu.ts';
import { specialDe } from './de/special.ts';
import { startPageDe } from './de/start-page.ts';
import { themeDe } from './de/theme.ts';
import { ticketsDe } from './de/tickets.ts';
import { accountsEn } from './en/accounts.ts';
import { cartEn } from './en/cart.ts';
import { catalogueEn } from './en/catalogue.ts';
import { checkoutEn } from './en/checkout.ts';
import { donationsEn } from './en/donations.ts';
import { generalEn } from './en/general.ts';
import { localeEn } from './en/locale.ts';
import { menuEn } from './en/menu.ts';
import { specialEn } from './en/special.ts';
import { startPageEn } from './en/start-page.ts';
import { themeEn } from './en/theme.ts';
import { ticketsEn } from './en/tickets.ts';
import type { SettingText, SettingTexts } from './setting-text.ts';

/**
 * Every setting's operator texts per interface language, by settings path. setting-texts.test.ts walks the
 * bundled schema and fails for a setting without a label (or a choice without one) in either language.
 */
export const SETTING_TEXTS: Record<UiLanguage, SettingTexts> = {
  de: { ...generalDe, ...localeDe, ...menuDe, ...startPageDe, ...catalogueDe, ...ticketsDe, ...cartDe, ...donationsDe, ...checkoutDe, ...accountsDe, ...specialDe, ...themeDe },
  en: { ...generalEn, ...localeEn, ...menuEn, ...startPageEn, ...catalogueEn, ...ticketsEn, ...cartEn, ...donationsEn, ...checkoutEn, ...accountsEn, ...specialEn, ...themeEn },
};

/** The texts of the setting at `path` (a settings path, `[]` for list entries) in `language`. */
export function settingText(language: UiLanguage, path: string): SettingText | undefined {
  return SETTING_TEXTS[language][path];
}
