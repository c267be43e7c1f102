import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';

/** The affiliate calls live under the v3 API (requirements/frame-and-routing.md §7.1). */
const v3 = (api: ApiConfig): ApiConfig => ({ ...api, apiBase: api.apiBase.replace(/\/v4$/, '/v3') });

/** check_affiliate_program → the programme id, or null when the link names no active programme. */
export async function checkAffiliateProgram(api: ApiConfig, locale: string, at: string, ac?: string): Promise<number | null> {
  try {
    const body = await apiRequest<{ affiliate_program?: { id: number } }>(v3(api), `/affiliates/referrals/${encodeURIComponent(at)}/check_affiliate_program`, {
      locale, method: 'POST', params: { ac }, credentials: 'omit',
    });
    return body.affiliate_program?.id ?? null;
  } catch {
    return null;
  }
}

export async function trackAffiliateProgram(api: ApiConfig, locale: string, at: string, ac?: string): Promise<void> {
  await apiRequest(v3(api), `/affiliates/referrals/${encodeURIComponent(at)}/track_affiliate_program`, {
    locale, method: 'POST', params: { ac }, credentials: 'omit',
  }).catch(() => undefined);
}
