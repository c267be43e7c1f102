import { GOMUS_KEYS } from '../../../../engine/features/shop/lib/gomus-keys';

/**
 * The translations of GET /shop without those the engine already bundles word for word: the engine
 * lays over only texts that differ (engine/shared/i18n/nest-translations.ts), so on the shop page
 * these are bytes for nothing. A shop's texts repeat the bundle (the seed stores every key, so an
 * operator sees each one), and they were three quarters of the page: 13 of its 17 kB brotli, one
 * round trip more on a slow connection before any script is found (issue 12). A go~mus key goes
 * where the engine would put its text, under the engine key it names.
 */
export function beyondBundled(translations: Record<string, string>, bundled: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, text] of Object.entries(translations)) {
    if (bundled[GOMUS_KEYS[key] ?? key] !== text) kept[key] = text;
  }
  return kept;
}
