import type { FlatTexts } from './flatten-texts.ts';

export interface TranslationRow {
  key: string;
  /** The engine's bundled text in this language, if any. */
  bundled?: string;
  /** The operator's text in the draft, if any. */
  override?: string;
  missing: boolean;
}

/**
 * Every key known in any language (bundled or draft), with what this language has. A key is
 * missing when neither the engine nor the draft has a text for it in this language.
 */
export function translationRows(bundled: Record<string, FlatTexts>, draft: Record<string, FlatTexts>, language: string): TranslationRow[] {
  const keys = new Set<string>();
  for (const texts of [...Object.values(bundled), ...Object.values(draft)]) for (const key of Object.keys(texts)) keys.add(key);
  return [...keys].sort().map((key) => {
    const own = bundled[language]?.[key];
    const override = draft[language]?.[key];
    return { key, bundled: own, override, missing: !own && !override };
  });
}

export function filterRows(rows: TranslationRow[], query: string, missingOnly: boolean): TranslationRow[] {
  const needle = query.trim().toLowerCase();
  return rows.filter((row) => (!missingOnly || row.missing)
    && (!needle || [row.key, row.bundled ?? '', row.override ?? ''].some((text) => text.toLowerCase().includes(needle))));
}
