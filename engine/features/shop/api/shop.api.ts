import type { WalletsOffered } from '../../../shared/wallet/wallet-offer.ts';
import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { SettingsProblem } from '../../../settings/resolve-settings.ts';
import { takeEmbeddedShop } from '../lib/embedded-shop.ts';

/** Flat dotted keys (the go~mus API and ours) or namespace → nested keys (preview drafts, stories); engine/shared/i18n/layer-translations.ts reads both. */
export type ShopTranslations = Record<string, unknown>;

export interface ShopConfig {
  custom_css?: string | null;
  custom_js?: string | null;
  staging?: boolean;
  registration?: boolean;
  tag_manager_id?: string | null;
  donations?: { campaigns?: { id: number; name: string }[] };
  defaults?: { price_target_audience_id?: number };
  /** Wallet passes offered beside the PDFs (issue 17); absent from a go~mus server. */
  wallets?: WalletsOffered;
}

export interface PaymentMode {
  id: number;
  name: string;
  kind: string;
  provider: string;
  icons: string[];
  settings: Record<string, unknown>;
}

/** GET /api/v4/shop (docs/team-notes.md). */
export interface ShopResponse {
  id: number;
  slug: string;
  name: string;
  locale: string;
  locales: string[];
  currency: string;
  settings: unknown;
  /** Our server resolved the settings (complete and valid); other servers send them as stored. */
  settings_validated?: boolean;
  /** What resolving repaired, when `settings_validated` (shown with ?debug). */
  settings_problems?: SettingsProblem[];
  translations?: ShopTranslations;
  content?: Record<string, string | null | undefined>;
  config?: ShopConfig;
  payment_modes?: PaymentMode[];
}

/**
 * The answer the server embedded in the page (embedded-shop.ts), taken by the first bootstrap of the
 * page: used when that bootstrap asks the page's own server for the page's own host in the locale
 * the server embedded; any other bootstrap asks the server.
 */
function embeddedAnswer(api: ApiConfig, locale: string): ShopResponse | undefined {
  if (typeof document === 'undefined' || typeof location === 'undefined') return undefined;
  const embedded = takeEmbeddedShop<ShopResponse>(document);
  const samePage = api.apiBase === `${location.origin}/api/v4` && api.shopUrl === location.host;
  return embedded && samePage && embedded.locale === locale ? embedded.body.shop : undefined;
}

/** requirements/settings.md §7.2: the bootstrap goes out without credentials. */
export async function getShop(api: ApiConfig, locale: string, signal?: AbortSignal): Promise<ShopResponse> {
  const embedded = embeddedAnswer(api, locale);
  if (embedded) return embedded;
  const body = await apiRequest<{ shop: ShopResponse }>(api, '/shop', { locale, signal, credentials: 'omit' });
  return body.shop;
}
