import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { PageMeta, Picture } from '../../../shared/api/page.ts';

/** GET /merchandises(/{id}) (requirements/products-and-merchandise.md §3.1 'Merchandise', server merchandise-schema.ts). */
export interface Merchandise {
  id: number;
  title: string;
  sub_title?: string | null;
  description?: string | null;
  picture?: Picture | null;
  price_cents: number;
  vat_pct: number;
  tax_included: boolean;
  /** Percent off the price (requirements/products-and-merchandise.md §9). */
  discount: number;
  /** Units in stock; null = unlimited. */
  available: number | null;
  shipped_with_merchandise_id: number | null;
  /** A postage article: the cart adds it, it is never sold on its own. */
  is_shipping_article: boolean;
}

/** requirements/products-and-merchandise.md §7: the full list asks for up to 1000 rows. */
const FULL_LIST = 1000;

export async function getMerchandises(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return apiRequest<{ merchandises: Merchandise[]; meta?: PageMeta }>(api, '/merchandises', { locale, signal, params: { per_page: FULL_LIST } });
}

export async function getMerchandise(api: ApiConfig, locale: string, id: number, signal?: AbortSignal) {
  return (await apiRequest<{ merchandise: Merchandise }>(api, `/merchandises/${id}`, { locale, signal })).merchandise;
}
