import { DEFAULT_SETTINGS } from '../../../engine/settings/defaults.gen.ts';
import { isLanguage, type Language } from '../../../engine/shared/i18n/languages.ts';
import type { ShopData } from '../../api/draft.api.ts';

/**
 * The shop's languages as the draft configures them (settings locale.languages, else the schema
 * default), in the header's order: what the live preview can switch to.
 */
export function operatorLanguages(data: Pick<ShopData, 'settings'>): Language[] {
  const locale = data.settings.locale as { languages?: unknown } | undefined;
  const configured = Array.isArray(locale?.languages) ? locale.languages : DEFAULT_SETTINGS.locale.languages;
  const languages = configured.filter(isLanguage);
  return languages.length ? languages : [DEFAULT_SETTINGS.locale.defaultLanguage];
}

/**
 * The languages whose texts and pages the operator edits: the configured ones, then any other the
 * draft already holds texts for, so nothing stored becomes unreachable.
 */
export function textLanguages(data: Pick<ShopData, 'settings' | 'translations' | 'content'>): Language[] {
  const stored = [...Object.keys(data.translations), ...Object.keys(data.content)].filter(isLanguage);
  return [...new Set([...operatorLanguages(data), ...stored])];
}
