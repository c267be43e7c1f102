import type { BackendModule, ResourceKey } from 'i18next';

/** `namespace/language` → lazy loader of that JSON file, as produced by import.meta.glob. */
export type LocaleLoaders = Record<string, () => Promise<unknown>>;

/**
 * A tiny i18next backend over import.meta.glob: each namespace × language is its own chunk, so a
 * visitor downloads only the language they read. An unknown pair resolves empty rather than failing,
 * because server translations may still fill it.
 */
export function createLocaleBackend(loaders: LocaleLoaders): BackendModule {
  return {
    type: 'backend',
    callbackApi: false,
    init() {},
    read: (async (language: string, namespace: string) => {
      const load = loaders[`${namespace}/${language}`];
      if (!load) return {};
      const module = (await load()) as { default?: ResourceKey } | ResourceKey;
      const bundle = (module && typeof module === 'object' && 'default' in module ? module.default : module) ?? {};
      // A copy: i18next merges the shop's server translations into what it is given, and the imported
      // JSON module is shared by every shop instance on the page (preview, Storybook).
      return structuredClone(bundle);
    }) as unknown as BackendModule['read'],
  };
}

/** Turns glob keys like '../features/frame/locales/de.json' into 'frame/de'. */
export function loadersFromGlob(glob: LocaleLoaders, namespaceOf: (path: string) => string): LocaleLoaders {
  return Object.fromEntries(
    Object.entries(glob).map(([path, load]) => {
      const language = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
      return [`${namespaceOf(path)}/${language}`, load];
    }),
  );
}
