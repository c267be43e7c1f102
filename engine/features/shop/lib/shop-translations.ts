import type { ShopResponse, ShopTranslations } from '../api/shop.api.ts';

/**
 * The texts to lay over the bundled ones. Our server's answer (`settings_validated`) already carries
 * every text under the engine's keys; any other answer may come from the real go~mus API, whose own
 * keys (`ticket.timeSlot.title`, …) are mapped to ours by a table loaded only then, as a chunk of its
 * own, so a visitor of our shop never downloads it (issue 13; the first screens are at their budget).
 */
export async function translationsOf(shop: ShopResponse): Promise<ShopTranslations> {
  const translations = shop.translations ?? {};
  if (shop.settings_validated || Object.keys(translations).length === 0) return translations;
  const { withEngineKeys } = await import('./gomus-keys.ts');
  return withEngineKeys(translations);
}
