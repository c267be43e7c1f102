import type { ApiConfig } from './api-config.ts';
import { ApiError } from './api-error.ts';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  locale: string;
  params?: Record<string, QueryValue>;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** requirements/settings.md §7: a few calls go out without credentials. */
  credentials?: RequestCredentials;
}

/** Builds the request URL; arrays become `key[]=a&key[]=b` as the go~mus API expects. */
export function buildUrl(config: ApiConfig, path: string, options: Pick<RequestOptions, 'locale' | 'params'>): string {
  const base = /^https?:/.test(config.apiBase) ? config.apiBase : new URL(config.apiBase, location.href).href;
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`);
  url.searchParams.set('locale', options.locale);
  for (const [key, value] of Object.entries(options.params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => url.searchParams.append(`${key}[]`, String(item)));
    else url.searchParams.set(key, String(value));
  }
  return url.href;
}

/** JSON over fetch with the shop header and credentials; throws ApiError, never touches the UI. */
export async function apiRequest<T>(config: ApiConfig, path: string, options: RequestOptions): Promise<T> {
  // requirements/settings.md §7: 'without credentials' requests strip the auth headers as well.
  const withAuth = options.credentials !== 'omit';
  const headers: Record<string, string> = { ...(withAuth ? config.auth?.headers(path) : {}), Accept: 'application/json', 'X-Shop-Url': config.shopUrl };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(config, path, options), {
      method: options.method ?? 'GET',
      headers,
      credentials: options.credentials ?? 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error', null, error instanceof Error ? error.message : String(error));
  }
  if (withAuth) config.auth?.receive(response.headers);
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, response.statusText, data);
  return data as T;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
