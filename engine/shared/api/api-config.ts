/**
 * Customer credentials seam (requirements/settings.md §7): the client asks for the headers to send and hands over
 * the new values a response carries. The account feature supplies it once the shop's storage
 * prefix is known; without one every request is anonymous.
 */
export interface ApiAuth {
  /** Headers for a request to `path` (relative to apiBase); the provider decides which calls carry them. */
  headers(path: string): Record<string, string>;
  receive(headers: Headers): void;
}

/** Where one shop instance talks to: created per instance, never a module singleton. */
export interface ApiConfig {
  /** Absolute or page-relative base ending in /api/v4. */
  apiBase: string;
  /** Sent as X-Shop-Url so the server picks the shop (docs/team-notes.md). */
  shopUrl: string;
  /** Set after the bootstrap (account feature); absent in anonymous-only setups. */
  auth?: ApiAuth;
}

/** Runtime config a host page may set before the shop script runs. */
export interface RuntimeShopConfig {
  apiBase?: string;
  shopUrl?: string;
  initialLocale?: string;
}

declare global {
  interface Window {
    SHOP_CONFIG?: RuntimeShopConfig;
  }
}

/** Runtime config wins over build-time env, which wins over the same-origin default. */
export function createApiConfig(overrides: Partial<ApiConfig> = {}): ApiConfig {
  const runtime = typeof window === 'undefined' ? undefined : window.SHOP_CONFIG;
  const apiBase = overrides.apiBase ?? runtime?.apiBase ?? import.meta.env.VITE_API_BASE ?? defaultApiBase();
  const shopUrl = overrides.shopUrl ?? runtime?.shopUrl ?? (typeof location === 'undefined' ? '' : location.host);
  return { apiBase: apiBase.replace(/\/+$/, ''), shopUrl };
}

function defaultApiBase(): string {
  return typeof location === 'undefined' ? '/api/v4' : `${location.origin}/api/v4`;
}
