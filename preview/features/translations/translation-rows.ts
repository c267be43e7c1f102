import type { FlatTexts } from './flatten-texts.ts';

export interface TranslationRow {
  key: string;
  /** The engine's bundled text in this language, if any. */
  bundled?: string;
  /** The operator's text in the draft, if any. */
  override?: string;
  missing: boolean;
}

const hasText = (text: string | undefined) => !!text?.trim();

/**
 * Every key known in any language (bundled or draft), with what this language has. A key is
 * missing when another language has a text for it but this one has none, neither from the engine
 * nor from the draft. Keys empty everywhere (the operator's optional notice) are not missing.
 */
export function translationRows(bundled: Record<string, FlatTexts>, draft: Record<string, FlatTexts>, language: string): TranslationRow[] {
  const keys = new Set<string>();
  const somewhere = new Set<string>();
  for (const texts of [...Object.values(bundled), ...Object.values(draft)]) {
    for (const [key, text] of Object.entries(texts)) {
      keys.add(key);
      if (hasText(text)) somewhere.add(key);
    }
  }
  return [...keys].sort().map((key) => {
    const own = bundled[language]?.[key];
    const override = draft[language]?.[key];
    return { key, bundled: own, override, missing: somewhere.has(key) && !hasText(own) && !hasText(override) };
  });
}

export function filterRows(rows: TranslationRow[], query: string, missingOnly: boolean): TranslationRow[] {
  const needle = query.trim().toLowerCase();
  return rows.filter((row) => (!missingOnly || row.missing)
    && (!needle || [row.key, row.bundled ?? '', row.override ?? ''].some((text) => text.toLowerCase().includes(needle))));
}
