import { delay, http, HttpResponse } from 'msw';
import { buildShop, type ShopFixture } from '../fixtures/shop';
import { api } from '../api-url';

/** GET /shop in every state the bootstrap handles (requirements/settings.md §4.1). */
export const shopHandlers = {
  default: (overrides: Partial<ShopFixture> = {}) => http.get(api('/shop'), () => HttpResponse.json(buildShop(overrides))),
  loading: () => http.get(api('/shop'), async () => { await delay('infinite'); return HttpResponse.json({}); }),
  maintenance: () => http.get(api('/shop'), () => HttpResponse.json({ error: 'maintenance', errors: {} }, { status: 503 })),
  unknownLocale: (overrides: Partial<ShopFixture> = {}) =>
    http.get(api('/shop'), ({ request }) => {
      const locale = new URL(request.url).searchParams.get('locale');
      if (locale && locale !== 'de') {
        return HttpResponse.json({ error: `Unknown locale '${locale}'`, errors: { locale: ['must be one of de'] } }, { status: 422 });
      }
      return HttpResponse.json(buildShop(overrides));
    }),
  error: () => http.get(api('/shop'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 })),
};
