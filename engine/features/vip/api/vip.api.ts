import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Customer } from '../../account/api/account.queries.ts';

/** POST /customer/token/{code} with the signed-in customer's id and e-mail (requirements/annual-and-vip.md §7.2 'VIP'). */
export async function redeemVipCode(api: ApiConfig, locale: string, code: string, customer: Pick<Customer, 'id' | 'email'>): Promise<Customer> {
  const path = `/customer/token/${encodeURIComponent(code.trim())}`;
  return (await apiRequest<{ data: Customer }>(api, path, { locale, method: 'POST', body: { id: customer.id, email: customer.email } })).data;
}
