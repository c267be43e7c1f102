import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export type ChecksumType = 'wallet' | 'instant';

/** requirements/payment.md §7.1: POST /orders/{orderId}/payments/{provider}/checksums[?checksum_type=instant], empty body. */
export async function postChecksum(api: ApiConfig, locale: string, provider: string, orderId: string, type: ChecksumType) {
  return apiRequest<{ checksum: string; checksum_type: ChecksumType; payment_url: string }>(
    api, `/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(provider)}/checksums`,
    { locale, method: 'POST', params: type === 'instant' ? { checksum_type: 'instant' } : {} },
  );
}

export interface EmbeddedPaymentBody {
  method: 'card' | 'sepa';
  amount: number;
  currency: string;
  description: string;
  card_number?: string;
  card_exp_month?: string;
  card_exp_year?: string;
  card_cvc?: string;
  card_holder?: string;
  iban?: string;
  bic?: string;
  accountholder?: string;
  three_ds_session?: string;
  three_ds_result?: 'confirm' | 'cancel';
}

export type EmbeddedPaymentResult =
  | { status: 'success'; redirect_url?: string; order?: { token: string; payment_status: number } }
  | { status: '3ds_required'; three_ds_session: string };

/** requirements/payment.md §7.1 embedded form: POST /orders/{orderId}/payments/{provider}; 422 carries the provider code. */
export async function postEmbeddedPayment(api: ApiConfig, locale: string, provider: string, orderId: string, body: EmbeddedPaymentBody) {
  return apiRequest<EmbeddedPaymentResult>(api, `/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(provider)}`, { locale, method: 'POST', body });
}
