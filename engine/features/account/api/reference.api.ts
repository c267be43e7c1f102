import type { ApiConfig } from '../../../shared/api/api-config.ts';
import { apiRequest } from '../../../shared/api/client.ts';

export interface Country {
  id: number;
  name: string;
}

export interface Salutation {
  id: number;
  salutation: string;
}

/** requirements/accounts.md §3.3; checkbox_text may contain HTML and is sanitised where shown. */
export interface NewsletterGroup {
  id: number;
  name: string;
  checkbox_text: string;
  checked: boolean;
}

export interface PriceAudience {
  id: number;
  name: string;
}

const ALL = 1000;

/** Reference data of the customer forms (requirements/accounts.md §7.2); no credentials needed. */
export async function getCountries(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return (await apiRequest<{ countries: Country[] }>(api, '/countries', { locale, signal, params: { per_page: ALL } })).countries;
}

export async function getSalutations(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return (await apiRequest<{ customer_salutations: Salutation[] }>(api, '/customer_salutations', { locale, signal })).customer_salutations;
}

export async function getNewsletterGroups(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return (await apiRequest<{ newsletter_subscriber_groups: NewsletterGroup[] }>(api, '/newsletter_subscriber_groups', { locale, signal })).newsletter_subscriber_groups;
}

export async function getPriceAudiences(api: ApiConfig, locale: string, signal?: AbortSignal) {
  return (await apiRequest<{ price_target_audiences: PriceAudience[] }>(api, '/price_target_audiences', { locale, signal })).price_target_audiences;
}
