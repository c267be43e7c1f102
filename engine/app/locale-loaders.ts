import { loadersFromGlob, type LocaleLoaders } from '../shared/i18n/locale-backend.ts';

/**
 * Every bundled locale file as its own lazy chunk. Feature files become the namespace named after
 * the feature folder; shared/i18n's files are the 'common' namespace (house-style.md §12).
 */
export const localeLoaders: LocaleLoaders = {
  ...loadersFromGlob(import.meta.glob('../features/*/locales/*.json'), (path) => path.split('/')[2]!),
  ...loadersFromGlob(import.meta.glob('../shared/i18n/locales/*.json'), () => 'common'),
};
