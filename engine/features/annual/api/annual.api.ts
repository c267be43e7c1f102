import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { apiRequest, buildUrl } from '../../../shared/api/client.ts';

/** An address of a buyer or holder (contract GET /annual/order). */
export interface AnnualAddress {
  id: number;
  adressat?: string | null;
  street: string;
  zip: string;
  city: string;
  country_id: number | null;
}

/** A holder; the buyer additionally carries level and personalization_token. */
export interface AnnualCustomer {
  id: number;
  name: string;
  surname: string;
  email: string;
  salutation_id: number | null;
  date_of_birth?: string | null;
  addresses: AnnualAddress[];
  level?: number;
  personalization_token?: string;
}

export interface Personalization {
  id: number;
  ready: boolean;
  address_id: number | null;
  dispatch_mode_id: number | null;
  customer: AnnualCustomer | null;
  photo_url: string;
}

export type PhotoMandatory = 'mandatory' | 'optional' | 'none';

export interface TicketSale {
  id: number;
  ticket_id: number;
  title: string;
  description?: string | null;
  /** ISO-8601 with offset, the start of a day in Europe/Berlin. */
  start_at: string;
  sent_at: string | null;
  status: 'ready_to_send' | 'sent';
  is_personalizable: boolean;
  photo_mandatory: PhotoMandatory;
  personalizations: Personalization[];
}

export interface AnnualOrder {
  id: number;
  token: string;
  created_at: string;
  shipping_address_id: number | null;
  customer: AnnualCustomer & { level: number; personalization_token: string };
  ticket_sales: TicketSale[];
}

/** POST/PUT /annual/customers body: field names are the server's (its errors use them too). */
export interface HolderInput {
  name?: string;
  surname?: string;
  email?: string;
  customer_salutation_id?: number;
  date_of_birth?: string | null;
  addr_street?: string;
  addr_zip?: string;
  addr_city?: string;
  addr_country_id?: number;
}

export interface PersonalizationInput {
  customer_personalization_token: string;
  customer_adress_id: number;
  dispatch_mode_id?: number | null;
}

// Access is by the order token, never by login (contract): every call carries ?token.
const withToken = (locale: string, token: string) => ({ locale, params: { token } });

export async function getAnnualOrder(api: ApiConfig, locale: string, token: string, signal?: AbortSignal) {
  return (await apiRequest<{ order: AnnualOrder }>(api, '/annual/order', { ...withToken(locale, token), signal })).order;
}

/** `start_at` is 'YYYY-MM-DD'; the server stores the start of that day in Europe/Berlin. */
export async function updateTicketSale(api: ApiConfig, locale: string, token: string, id: number, startAt: string) {
  const body = { ticket_sale: { start_at: `${startAt} 00:00:00` } };
  return (await apiRequest<{ ticket_sale: TicketSale }>(api, `/annual/ticket_sales/${id}`, { ...withToken(locale, token), method: 'PUT', body })).ticket_sale;
}

export async function createHolder(api: ApiConfig, locale: string, token: string, customer: HolderInput) {
  return (await apiRequest<{ customer: AnnualCustomer }>(api, '/annual/customers', { ...withToken(locale, token), method: 'POST', body: { customer } })).customer;
}

export async function updateHolder(api: ApiConfig, locale: string, token: string, id: number, customer: HolderInput) {
  return (await apiRequest<{ customer: AnnualCustomer }>(api, `/annual/customers/${id}`, { ...withToken(locale, token), method: 'PUT', body: { customer } })).customer;
}

export async function updatePersonalization(api: ApiConfig, locale: string, token: string, id: number, personalization: PersonalizationInput) {
  const options = { ...withToken(locale, token), method: 'PUT' as const, body: { personalization } };
  return (await apiRequest<{ personalization: Personalization }>(api, `/annual/personalizations/${id}`, options)).personalization;
}

/** Multipart, so not through apiRequest (JSON only); same headers and error shape. */
export async function uploadPhoto(api: ApiConfig, locale: string, token: string, id: number, file: File) {
  const path = `/annual/personalizations/${id}/upload`;
  const body = new FormData();
  body.append('file', file);
  const headers = { ...api.auth?.headers(path), Accept: 'application/json', 'X-Shop-Url': api.shopUrl };
  let response: Response;
  try {
    response = await fetch(buildUrl(api, path, withToken(locale, token)), { method: 'POST', headers, body, credentials: 'include' });
  } catch (error) {
    throw new ApiError(0, 'Network error', null, error instanceof Error ? error.message : String(error));
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, response.statusText, data);
  return (data as { personalization: Personalization }).personalization;
}
