import type { i18n as I18n } from 'i18next';
import { nestTranslations, overlay, type Nested } from './nest-translations.ts';

/**
 * Puts the server's translations over the bundled ones. The go~mus API (and ours, issue 13) sends
 * flat dotted keys, `<namespace>.<path>` (`'tickets.table.empty'`); other sources (the preview's
 * draft, stories) send namespace → nested keys. Both are read; a flat key of no bundled namespace
 * is left out. The bundled files are loaded first, because a backend load arriving later would
 * otherwise replace the overrides. Only texts that differ are laid over, onto a copy of just the
 * branches they touch: the bundled JSON modules are shared by every shop instance on the page and
 * stay as imported, so the backend hands them to i18next without copying them (issue 12).
 */
export async function layerTranslations(i18n: I18n, language: string, bundles: Record<string, unknown>): Promise<void> {
  await i18n.loadLanguages(language);
  const { ns } = i18n.options;
  const namespaces = new Set(Array.isArray(ns) ? ns : [ns]);
  // Looked up once per namespace: i18next's own lookup walks its store for each of a thousand keys.
  const store = new Map<string, Nested | undefined>();
  const bundled = (namespace: string) => {
    if (!store.has(namespace)) store.set(namespace, i18n.getResourceBundle(language, namespace) as Nested | undefined);
    return store.get(namespace);
  };
  for (const [namespace, overrides] of nestTranslations(bundles, namespaces, bundled)) {
    const current = bundled(namespace) ?? {};
    const merged = overlay(current, overrides);
    if (merged !== current) i18n.addResourceBundle(language, namespace, merged, false, true, { skipCopy: true });
  }
}
