import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiConfig } from './api-config.ts';
import { apiRequest } from './client.ts';

const config: ApiConfig = {
  apiBase: 'https://api.example/api/v4', shopUrl: 'museen.example',
  auth: { headers: () => ({ 'access-token': 'tok', uid: 'a@b.de', client: 'c' }), receive: () => undefined },
};

function stubFetch() {
  const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest (requirements/settings.md §7.1)', () => {
  it('every request carries X-Shop-Url and the locale, with credentials', async () => {
    const fetch = stubFetch();
    await apiRequest(config, '/tickets', { locale: 'en', params: { by_ticket_ids: [1, 2] } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/v4/tickets?locale=en&by_ticket_ids%5B%5D=1&by_ticket_ids%5B%5D=2');
    expect(init).toMatchObject({ credentials: 'include', headers: { 'X-Shop-Url': 'museen.example', 'access-token': 'tok' } });
  });

  it('a request without credentials strips the auth headers', async () => {
    const fetch = stubFetch();
    await apiRequest(config, '/shop', { locale: 'de', credentials: 'omit' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('omit');
    expect(init.headers).toEqual({ Accept: 'application/json', 'X-Shop-Url': 'museen.example' });
  });
});
