import type { ApiConfig } from '../../../shared/api/api-config.ts';
import type { ShopResponse, ShopTranslations } from '../api/shop.api.ts';

/**
 * The editable part of a shop as a host holds it (the operator preview's draft, shaped like the
 * admin API's ShopData): per-locale translations and content, settings and the operator's code.
 */
export interface BootstrapOverride {
  settings?: unknown;
  translations?: Record<string, ShopTranslations>;
  content?: Record<string, Record<string, string>>;
  config?: { custom_css?: string; custom_js?: string };
}

interface OverrideSource {
  read: () => BootstrapOverride | undefined;
  /** The last GET /shop answer per asked locale, so a host can re-apply an edit without a request. */
  raw: Map<string, { shop: ShopResponse; locale: string }>;
}

// Keyed by the instance's ApiConfig, which every shop instance owns alone: the live shop never registers one.
const sources = new WeakMap<ApiConfig, OverrideSource>();

/**
 * Seam for the operator preview: from now on this shop instance's bootstrap takes settings,
 * translations, content and custom code from `read()` instead of the server's live values.
 */
export function setBootstrapOverride(api: ApiConfig, read: () => BootstrapOverride | undefined): void {
  sources.set(api, { read, raw: sources.get(api)?.raw ?? new Map() });
}

export function overrideSourceOf(api: ApiConfig): OverrideSource | undefined {
  return sources.get(api);
}

/** The server's answer with the host's draft on top; unchanged when no host registered an override. */
export function withBootstrapOverride(api: ApiConfig, askedLocale: string, shop: ShopResponse, locale: string): ShopResponse {
  const source = sources.get(api);
  if (!source) return shop;
  source.raw.set(askedLocale, { shop, locale });
  const override = source.read();
  if (!override) return shop;
  return {
    ...shop,
    settings: override.settings ?? shop.settings,
    // A draft is unchecked input: the engine validates it itself.
    ...(override.settings === undefined ? {} : { settings_validated: false, settings_problems: undefined }),
    translations: override.translations?.[locale] ?? shop.translations,
    content: override.content?.[locale] ?? shop.content,
    config: { ...shop.config, ...override.config },
  };
}
