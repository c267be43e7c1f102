import type { i18n as I18n } from 'i18next';

/**
 * Puts the server's translations (namespace → nested keys) over the bundled ones. The bundled files
 * are loaded first, because a backend load arriving later would otherwise replace the overrides.
 */
export async function layerTranslations(i18n: I18n, language: string, bundles: Record<string, unknown>): Promise<void> {
  await i18n.loadLanguages(language);
  for (const [namespace, bundle] of Object.entries(bundles)) {
    if (bundle && typeof bundle === 'object') i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}
