import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { OrderItem } from '../../../shared/cart-line/order-line.ts';
import type { OrderPayload } from '../../cart/api/cart.queries.ts';
import type { OrderCreateResponse } from '../lib/order-result.ts';

/** GET /orders/{id} (requirements/checkout-and-orders.md §3.3), by numeric id or token. */
export interface Order {
  id: number;
  token: string;
  created_at: string;
  canceled: boolean;
  is_valid: boolean;
  payment_status: number;
  total_price_cents: number;
  comment?: string | null;
  customer_comment?: string | null;
  items: OrderItem[];
  donations: { campaign?: string | { name?: string }; donation_cents?: number; value?: number }[];
}

export interface Country {
  id: number;
  name: string;
}

/** requirements/checkout-and-orders.md §7.1: POST /orders with the payload of requirements/checkout-and-orders.md §3.1 → requirements/checkout-and-orders.md §3.2. */
export async function createOrder(api: ApiConfig, locale: string, payload: OrderPayload): Promise<OrderCreateResponse> {
  return apiRequest<OrderCreateResponse>(api, '/orders', { locale, method: 'POST', body: payload });
}

export async function getOrder(api: ApiConfig, locale: string, id: string, signal?: AbortSignal): Promise<Order> {
  return (await apiRequest<{ order: Order }>(api, `/orders/${encodeURIComponent(id)}`, { locale, signal })).order;
}

/** requirements/accounts.md §7.2 reference data: the country select of the shipping address. */
export async function getCountries(api: ApiConfig, locale: string, signal?: AbortSignal): Promise<Country[]> {
  return (await apiRequest<{ countries: Country[] }>(api, '/countries', { locale, signal, params: { per_page: 1000 } })).countries;
}

/** requirements/accounts.md §7.2: POST /customer/customer_addresses with adress_type_id 2 → the shipping address id. */
export async function createShippingAddress(
  api: ApiConfig, locale: string, address: { adressat: string; street: string; zip: string; city: string; country_id: number },
): Promise<number> {
  const body = await apiRequest<{ customer_adress: { id: number } }>(api, '/customer/customer_addresses', {
    locale, method: 'POST', body: { ...address, adress_type_id: 2 },
  });
  return body.customer_adress.id;
}
