import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { PageMeta } from '../../../shared/api/page.ts';

/**
 * GET /coupons (requirements/products-and-merchandise.md §3.2 'Coupon (product) and ticket coupon', server coupon-schema.ts):
 * kind 'value' is a voucher worth value_cents, kind 'ticket' a free ticket (ticket_id).
 */
export interface Coupon {
  id: number;
  kind: 'value' | 'ticket';
  title: string;
  description?: string | null;
  price_cents: number;
  value_cents: number | null;
  ticket_id: number | null;
  /** Units left; null = unlimited. */
  available: number | null;
  booked_out: boolean;
  /** Localised custom attributes, e.g. reduction_reason. */
  content?: Record<string, unknown> | null;
  shipped_with_merchandise_id: number | null;
}

/** requirements/products-and-merchandise.md §7: GET /coupons with per_page 1000. */
const FULL_LIST = 1000;

export async function getCoupons(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return apiRequest<{ coupons: Coupon[]; meta?: PageMeta }>(api, '/coupons', { locale, signal, params: { per_page: FULL_LIST } });
}
