import type { i18n as I18n } from 'i18next';
import { nestTranslations } from './nest-translations.ts';

/**
 * Puts the server's translations over the bundled ones. The go~mus API (and ours, issue 13) sends
 * flat dotted keys, `<namespace>.<path>` (`'tickets.table.empty'`); other sources (the preview's
 * draft, stories) send namespace → nested keys. Both are read; a flat key of no bundled namespace
 * is left out. The bundled files are loaded first, because a backend load arriving later would
 * otherwise replace the overrides. One deep merge per namespace (nest-translations.ts).
 */
export async function layerTranslations(i18n: I18n, language: string, bundles: Record<string, unknown>): Promise<void> {
  await i18n.loadLanguages(language);
  const { ns } = i18n.options;
  const namespaces = new Set(Array.isArray(ns) ? ns : [ns]);
  for (const [namespace, bundle] of nestTranslations(bundles, namespaces)) i18n.addResourceBundle(language, namespace, bundle, true, true);
}
