import type { i18n as I18n } from 'i18next';
import { flatToNamespaces } from './flat-keys.ts';

/**
 * Puts the server's translations over the bundled ones. The go~mus API (and ours, issue 13) sends
 * flat dotted keys (`'tickets.table.empty'`, or a go~mus key like `'common.empty'` that
 * flat-keys.ts maps to ours); other sources (the preview's draft, stories) send namespace → nested
 * keys. Both are read. The bundled files are loaded first, because a backend load arriving later
 * would otherwise replace the overrides.
 */
export async function layerTranslations(i18n: I18n, language: string, bundles: Record<string, unknown>): Promise<void> {
  await i18n.loadLanguages(language);
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(bundles)) {
    if (typeof value === 'string') flat[key] = value;
    else if (value && typeof value === 'object') i18n.addResourceBundle(language, key, value, true, true);
  }
  const { ns } = i18n.options;
  const namespaces = Array.isArray(ns) ? ns : typeof ns === 'string' ? [ns] : [];
  for (const [namespace, texts] of Object.entries(flatToNamespaces(flat, namespaces))) {
    i18n.addResources(language, namespace, texts);
  }
}
