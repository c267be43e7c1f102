import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Merchandise } from '../../../engine/features/merchandise/api/merchandise.api';
import { page } from '../fixtures/catalogue';
import { defaultArticles } from '../fixtures/merchandise';
import { api } from '../api-url';

const fail = (status: number, error: string) => HttpResponse.json({ error, errors: {} }, { status });
const perPageOf = (request: Request) => Number(new URL(request.url).searchParams.get('per_page') ?? 25);
const PATHS = ['/merchandises', '/merchandises/:id'];

function scenario(articles: Merchandise[] = defaultArticles()): RequestHandler[] {
  return [
    http.get(api('/merchandises'), ({ request }) => HttpResponse.json(page('merchandises', articles, { perPage: perPageOf(request) }))),
    http.get(api('/merchandises/:id'), ({ params }) => {
      const merchandise = articles.find((article) => article.id === Number(params.id));
      return merchandise ? HttpResponse.json({ merchandise }) : fail(404, 'Merchandise not found');
    }),
  ];
}

/** The postage article keeps its stock: it is never sold alone (requirements/products-and-merchandise.md §2). */
const withStock = (available: number) => defaultArticles().map((article) => (article.is_shipping_article ? article : { ...article, available }));

/** Default plus named scenarios (house-style.md §14); each returns the whole handler list. */
export const merchandiseHandlers = {
  default: scenario,
  empty: () => scenario([]),
  /** Every read stays pending, for loading states. */
  loading: () => PATHS.map((path) => http.get(api(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  })),
  /** The server fails every read (500). */
  error: () => PATHS.map((path) => http.get(api(path), () => fail(500, 'Internal server error'))),
  /** Stock 0: every article sold out. */
  soldOut: () => scenario(withStock(0)),
  /** 3 left of every article: the warning style of requirements/products-and-merchandise.md §9. */
  fewLeft: () => scenario(withStock(3)),
  /** 10 % off article 2 (requirements/cart.md §9.1 discount). */
  discount: () => scenario(defaultArticles().map((article) => (article.id === 2 ? { ...article, discount: 10 } : article))),
};
