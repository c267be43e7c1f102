import type { Selectable } from 'kysely';
import type { PaymentModesTable } from '../../db/schema';
import type { Shop } from '../../http/app-env';
import { text, type Lang } from '../../shared/localize';
import { deepMerge } from './deep-merge';

/** Operator overrides of the engine's bundled texts, main locale filling gaps of the requested one. */
export function translationsFor(shop: Shop, { locale, main }: Lang): Record<string, unknown> {
  const all = shop.translations as Record<string, unknown>;
  return locale === main ? deepMerge({}, all[main]) : deepMerge(all[main], all[locale]);
}

/** A content page falls back to the main locale as a whole; an empty text counts as missing. */
export function contentFor(shop: Shop, { locale, main }: Lang): Record<string, string> {
  const result: Record<string, string> = {};
  for (const source of [shop.content[main], shop.content[locale]]) {
    for (const [page, html] of Object.entries(source ?? {})) {
      if (typeof html === 'string' && html.trim() !== '') result[page] = html;
    }
  }
  return result;
}

export function paymentModeJson(row: Selectable<PaymentModesTable>, lang: Lang) {
  return {
    id: row.id, name: text(row.name, lang), kind: row.kind, provider: row.provider,
    icons: row.icons, settings: row.settings,
  };
}
