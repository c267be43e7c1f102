import type { BackendModule, ResourceKey } from 'i18next';

/** `namespace/language` → lazy loader of that namespace's texts in that language. */
export type LocaleLoaders = Record<string, () => Promise<unknown>>;

/**
 * A tiny i18next backend over lazy imports (engine/app/locale-loaders.ts: one chunk per language),
 * so a visitor downloads only the language they read. An unknown pair resolves empty rather than
 * failing, because server translations may still fill it.
 */
export function createLocaleBackend(loaders: LocaleLoaders): BackendModule {
  return {
    type: 'backend',
    callbackApi: false,
    init() {},
    read: (async (language: string, namespace: string) => {
      const load = loaders[`${namespace}/${language}`];
      if (!load) return {};
      // As imported, not a copy: the module is shared by every shop instance on the page (preview,
      // Storybook), and layer-translations.ts lays the server's texts over a copy of the branches it changes.
      return ((await load()) ?? {}) as ResourceKey;
    }) as unknown as BackendModule['read'],
  };
}
