import { resolveSettings, type ResolvedSettings } from '../../../../engine/settings/resolve-settings';
import type { Shop } from '../../http/app-env';

/** Per shop: the stored settings as JSON and what they resolved to, so a bootstrap resolves once per publish. */
const resolved = new Map<number, { source: string; result: ResolvedSettings }>();

/**
 * The shop's settings as the engine uses them (requirements/settings.md §3.1 'merged over built-in
 * defaults', requirements/settings.md §4.2 'validated once where they enter'): every key present, an invalid stored value
 * replaced by its default and reported. Done here, with the engine's own rules, so a visitor's
 * browser trusts the answer and never downloads or runs the settings validator (issue 12).
 */
export function publishedSettings(shop: Pick<Shop, 'id' | 'settings'>): ResolvedSettings {
  const source = JSON.stringify(shop.settings ?? null);
  const cached = resolved.get(shop.id);
  if (cached?.source === source) return cached.result;
  const result = resolveSettings(shop.settings);
  resolved.set(shop.id, { source, result });
  return result;
}
