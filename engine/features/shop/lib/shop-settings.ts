import type { ResolvedSettings } from '../../../settings/resolve-settings.ts';
import type { ShopSettings } from '../../../settings/settings.gen.ts';
import type { ShopResponse } from '../api/shop.api.ts';

/**
 * Settings the server has already resolved (`settings_validated`: defaults filled in, invalid
 * values replaced and reported when published) are used as they come; null for any other source.
 */
export function trustedSettings(shop: ShopResponse): ResolvedSettings | null {
  return shop.settings_validated ? { settings: shop.settings as ShopSettings, problems: shop.settings_problems ?? [] } : null;
}

/**
 * The shop's usable settings. Only settings that did not come resolved from our server (another
 * go~mus-compatible server, an operator's draft in the preview, a story's fixture) load the
 * validator, as a chunk of its own, so a visitor of a published shop never downloads or runs it
 * (issue 12; requirements/settings.md §4.2 'validated once where they enter').
 */
export async function settingsOf(shop: ShopResponse): Promise<ResolvedSettings> {
  const trusted = trustedSettings(shop);
  if (trusted) return trusted;
  const { resolveSettings } = await import('../../../settings/resolve-settings.ts');
  return resolveSettings(shop.settings);
}
