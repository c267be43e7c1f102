import type { Localized } from '../db/schema';
import { localize } from '../http/locale';

/** The locale pair every mapper needs: the requested one and the shop's fallback. */
export interface Lang {
  locale: string;
  main: string;
}

export function text(value: Localized | null | undefined, { locale, main }: Lang): string {
  return localize(value, locale, main) ?? '';
}

export function textOrNull(value: Localized | null | undefined, { locale, main }: Lang): string | null {
  const result = localize(value, locale, main);
  return result === '' ? null : result;
}

/** Dynamic content (requirements/api.md §3.2): every custom attribute in the requested locale. */
export function localizeContent(content: Record<string, Localized> | null | undefined, lang: Lang): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(content ?? {})) {
    const localized = localize(value, lang.locale, lang.main);
    if (localized !== null) result[key] = localized;
  }
  return result;
}
