import type { Selectable } from 'kysely';
import type { PaymentModesTable } from '../../db/schema';
import type { Shop } from '../../http/app-env';
import { text, type Lang } from '../../shared/localize';
import { deepMerge } from './deep-merge';
import { GOMUS_KEYS } from '../../../../engine/features/shop/lib/gomus-keys';
import { flattenKeys } from './flatten-keys';

/**
 * The shop's texts as the go~mus API serves them (issue 13): one flat object of dotted keys,
 * `<namespace>.<path>` for ours plus the go~mus keys clients read (engine/features/shop/lib/gomus-keys.ts),
 * the main locale filling gaps of the requested one.
 */
export function translationsFor(shop: Shop, { locale, main }: Lang): Record<string, string> {
  const all = shop.translations as Record<string, unknown>;
  const nested = locale === main ? deepMerge({}, all[main]) : deepMerge(all[main], all[locale]);
  const flat = flattenKeys(nested);
  for (const [gomus, ours] of Object.entries(GOMUS_KEYS)) {
    const text = flat[ours];
    if (text !== undefined && !Object.hasOwn(flat, gomus)) flat[gomus] = text;
  }
  return flat;
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
