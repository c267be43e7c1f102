import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { PageMeta } from '../../../shared/api/page.ts';
import type { OrderItem } from '../../../shared/cart-line/order-line.ts';
import type { Customer, CustomerAddress } from './account.api.ts';

/** server/src/features/orders/order-json.ts: the amount is donation_cents. */
export interface OrderDonation {
  donation_campaign_id?: number;
  donation_cents?: number;
}

/** requirements/checkout-and-orders.md §3.3. */
export interface Order {
  id: number;
  token: string;
  is_valid: boolean;
  canceled: boolean;
  payment_status: number;
  total_price_cents: number;
  comment: string | null;
  created_at: string;
  items: OrderItem[];
  donations: OrderDonation[];
}

export interface AddressInput {
  adressat: string;
  street: string;
  zip: string;
  city: string;
  country_id: number | null;
}

/** requirements/accounts.md §7.2 and requirements/accounts.md §9: orders per_page/page → orders, meta.total_count; newest first. */
export async function getOrders(api: ApiConfig, locale: string, page: number, perPage: number, signal?: AbortSignal) {
  return apiRequest<{ orders: Order[]; meta: PageMeta }>(api, '/customer/orders', { locale, signal, params: { page, per_page: perPage } });
}

export async function getAddresses(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return (await apiRequest<{ customer_addresses: CustomerAddress[] }>(api, '/customer/customer_addresses', { locale, signal })).customer_addresses;
}

export async function createAddress(api: ApiConfig, locale: string, body: AddressInput) {
  return (await apiRequest<{ customer_adress: CustomerAddress }>(api, '/customer/customer_addresses', { locale, method: 'POST', body })).customer_adress;
}

export async function updateAddress(api: ApiConfig, locale: string, id: number, body: AddressInput) {
  return (await apiRequest<{ customer_adress: CustomerAddress }>(api, `/customer/customer_addresses/${id}`, { locale, method: 'PUT', body })).customer_adress;
}

export async function deleteAddress(api: ApiConfig, locale: string, id: number) {
  await apiRequest(api, `/customer/customer_addresses/${id}`, { locale, method: 'DELETE' });
}

/** requirements/accounts.md §6.3: the selected address is sent as billing_address_id for special prices. */
export async function selectAddress(api: ApiConfig, locale: string, id: number) {
  return (await apiRequest<{ data: Customer }>(api, '/customer/select_address', { locale, method: 'POST', body: { id } })).data;
}
