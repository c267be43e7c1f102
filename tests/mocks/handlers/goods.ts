import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Coupon } from '../../../engine/features/coupons/api/coupons.api';
import type { Merchandise } from '../../../engine/features/merchandise/api/merchandise.api';
import { defaultArticles, defaultCoupons } from '../fixtures/goods';
import { page } from '../fixtures/catalogue';
import { api } from './api-url';

/** What a goods scenario varies; everything else answers like the seeded server. */
export interface GoodsScenario {
  articles?: Merchandise[];
  coupons?: Coupon[];
}

const fail = (status: number, error: string) => HttpResponse.json({ error, errors: {} }, { status });
const perPageOf = (request: Request) => Number(new URL(request.url).searchParams.get('per_page') ?? 25);

function scenario({ articles = defaultArticles(), coupons = defaultCoupons() }: GoodsScenario = {}): RequestHandler[] {
  return [
    http.get(api('/merchandises'), ({ request }) => HttpResponse.json(page('merchandises', articles, { perPage: perPageOf(request) }))),
    http.get(api('/merchandises/:id'), ({ params }) => {
      const merchandise = articles.find((article) => article.id === Number(params.id));
      return merchandise ? HttpResponse.json({ merchandise }) : fail(404, 'Merchandise not found');
    }),
    http.get(api('/coupons'), ({ request }) => HttpResponse.json(page('coupons', coupons, { perPage: perPageOf(request) }))),
  ];
}

const pending = (path: string) => http.get(api(path), async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** Default plus named scenarios (house style §14); each returns the whole handler list. */
export const goodsHandlers = {
  default: scenario,
  empty: () => scenario({ articles: [], coupons: [] }),
  /** Every read stays pending, for loading states. */
  loading: () => ['/merchandises', '/merchandises/:id', '/coupons'].map(pending),
  /** The server fails every read (500). */
  error: () => ['/merchandises', '/merchandises/:id', '/coupons'].map((path) => http.get(api(path), () => fail(500, 'Internal server error'))),
  /** Stock 0 everywhere: articles sold out, coupons booked out. */
  soldOut: () => scenario({
    articles: defaultArticles().map((article) => (article.is_shipping_article ? article : { ...article, available: 0 })),
    coupons: defaultCoupons().map((coupon) => ({ ...coupon, available: 0, booked_out: true })),
  }),
  /** 3 left of everything counted: the warning style of spec browsing §9. */
  fewLeft: () => scenario({
    articles: defaultArticles().map((article) => (article.is_shipping_article ? article : { ...article, available: 3 })),
    coupons: defaultCoupons().map((coupon) => ({ ...coupon, available: 3 })),
  }),
  /** 10 % off article 2 (spec cart §9 discount). */
  discount: () => scenario({ articles: defaultArticles().map((article) => (article.id === 2 ? { ...article, discount: 10 } : article)) }),
};
