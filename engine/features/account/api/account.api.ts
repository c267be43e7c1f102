import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';

/** requirements/accounts.md §3.2; the single-item key is customer_adress (sic). */
export interface CustomerAddress {
  id: number;
  adressat: string;
  street: string;
  zip: string;
  city: string;
  country_id: number | null;
  adress_type_id: number;
  vat_number: string | null;
  institution: { name: string } | null;
  cost_centre: string | null;
  has_collective_invoice_payment: boolean;
  price_target_audience: { id: number } | null;
}

/** requirements/accounts.md §3.1 as read back (salutation_id, not customer_salutation_id). */
export interface Customer {
  id: number;
  email: string;
  name: string;
  surname: string;
  salutation_id: number | null;
  level: number;
  customer_type: '1' | '3';
  language_id: number | null;
  price_target_audience_id: number | null;
  date_of_birth: string | null;
  selected_address_id: number | null;
  newsletter_group_ids: number[];
  confirmed: boolean;
  addresses: CustomerAddress[];
}

type Body = Record<string, unknown>;

/** The token-auth calls of requirements/accounts.md §7.1; the credentials travel in headers (ApiConfig.auth). */
export async function validateToken(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return (await apiRequest<{ data: Customer }>(api, '/auth/validate_token', { locale, signal })).data;
}

export async function signIn(api: ApiConfig, locale: string, body: { email: string; password: string }) {
  return (await apiRequest<{ data: Customer }>(api, '/auth/sign_in', { locale, method: 'POST', body })).data;
}

export async function signOut(api: ApiConfig, locale: string) {
  await apiRequest(api, '/auth/sign_out', { locale, method: 'DELETE' });
}

/** Registration (level 20) and guest (level 10) both sign in at once. */
export async function register(api: ApiConfig, locale: string, body: Body) {
  return (await apiRequest<{ data: Customer }>(api, '/auth', { locale, method: 'POST', body })).data;
}

export async function updateAccount(api: ApiConfig, locale: string, body: Body) {
  return (await apiRequest<{ data: Customer }>(api, '/auth', { locale, method: 'PUT', body })).data;
}

export async function confirmEmail(api: ApiConfig, locale: string, token: string) {
  await apiRequest(api, '/auth/confirmation', { locale, params: { confirmation_token: token } });
}

export async function requestPasswordReset(api: ApiConfig, locale: string, email: string) {
  return apiRequest<{ message: string }>(api, '/auth/password', { locale, method: 'POST', body: { email } });
}

export async function resetPassword(api: ApiConfig, locale: string, body: { reset_password_token: string; password: string; password_confirmation: string }) {
  return apiRequest<{ message: string }>(api, '/auth/password', { locale, method: 'PUT', body });
}
