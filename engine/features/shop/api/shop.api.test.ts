import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiConfig } from '../../../shared/api/api-config.ts';
import { EMBEDDED_SHOP_ELEMENT_ID } from '../lib/embedded-shop.ts';
import { getShop } from './shop.api.ts';

/**
 * Issue 12: the first bootstrap of the page takes the answer the server embedded in it, and only
 * when it would have asked that server the very same question (this page's host, the embedded
 * locale); everything else, and every later bootstrap, asks the server.
 */
function embed(locale: string, slug: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_SHOP_ELEMENT_ID;
  element.dataset.locale = locale;
  element.textContent = JSON.stringify({ shop: { id: 1, slug, locale, name: 'Museen \u003c/script>' } });
  document.body.append(element);
}

const served = (slug: string) => vi.fn(async () => new Response(JSON.stringify({ shop: { id: 2, slug } }), { status: 200 }));

afterEach(() => {
  document.getElementById(EMBEDDED_SHOP_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('getShop with a bootstrap embedded in the page', () => {
  it('uses it once for the same host and locale, then asks the server', async () => {
    const fetch = served('fetched');
    vi.stubGlobal('fetch', fetch);
    embed('de', 'embedded');
    const api = createApiConfig();
    expect(await getShop(api, 'de')).toMatchObject({ slug: 'embedded', name: 'Museen </script>' });
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(EMBEDDED_SHOP_ELEMENT_ID)).toBeNull();
    expect((await getShop(api, 'de')).slug).toBe('fetched');
  });

  it('asks the server for another locale, another shop host or another API', async () => {
    const fetch = served('fetched');
    vi.stubGlobal('fetch', fetch);
    for (const [api, locale] of [
      [createApiConfig(), 'en'],
      [createApiConfig({ shopUrl: 'stadtmuseum.localhost' }), 'de'],
      [createApiConfig({ apiBase: 'https://api.example.org/api/v4' }), 'de'],
    ] as const) {
      embed('de', 'embedded');
      expect((await getShop(api, locale)).slug).toBe('fetched');
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
