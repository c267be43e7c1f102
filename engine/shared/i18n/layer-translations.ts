import type { i18n as I18n } from 'i18next';

/**
 * Puts the server's translations over the bundled ones. The go~mus API (and ours, issue 13) sends
 * flat dotted keys, `<namespace>.<path>` (`'tickets.table.empty'`); other sources (the preview's
 * draft, stories) send namespace → nested keys. Both are read; a flat key of no bundled namespace
 * is left out. The bundled files are loaded first, because a backend load arriving later would
 * otherwise replace the overrides.
 */
export async function layerTranslations(i18n: I18n, language: string, bundles: Record<string, unknown>): Promise<void> {
  await i18n.loadLanguages(language);
  const { ns } = i18n.options;
  const namespaces = new Set(Array.isArray(ns) ? ns : [ns]);
  for (const [key, value] of Object.entries(bundles)) {
    const dot = key.indexOf('.');
    if (typeof value === 'string') {
      if (namespaces.has(key.slice(0, dot))) i18n.addResource(language, key.slice(0, dot), key.slice(dot + 1), value);
    } else if (value && typeof value === 'object') {
      i18n.addResourceBundle(language, key, value, true, true);
    }
  }
}
