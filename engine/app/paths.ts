/**
 * Every screen's route pattern next to its link builder (house style §9). Route states of the
 * original shop ('shop.museum' …) map onto these in start-state.ts. This module imports nothing,
 * which is why features may link through it although it sits in app/.
 */
const withQuery = (path: string, query?: Record<string, string | number | boolean | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};
const enc = encodeURIComponent;

export const paths = {
  root: { path: '/', href: () => '/' },
  start: { path: '/start', href: () => '/start' },
  museums: { path: '/museums', href: () => '/museums' },
  museum: { path: '/museum/:id', href: (id: number | string) => `/museum/${enc(id)}` },
  exhibitions: { path: '/exhibitions', href: (museumId?: number) => withQuery('/exhibitions', { museum_id: museumId }) },
  exhibition: { path: '/exhibition/:id', href: (id: number | string) => `/exhibition/${enc(id)}` },
  search: { path: '/search/:q', href: (q: string) => `/search/${enc(q)}` },
  page: { path: '/page/:id', href: (id: string, namespace?: string) => withQuery(`/page/${enc(id)}`, { namespace }) },
  maintenance: { path: '/maintenance', href: () => '/maintenance' },
  cart: { path: '/cart', href: () => '/cart' },
  login: { path: '/user/login', href: () => '/user/login' },
  registration: { path: '/user/registration', href: () => '/user/registration' },
  account: { path: '/user/account', href: () => '/user/account' },
  // Areas of later issues; the header already links to them.
  events: { path: '/products/events', href: () => '/products/events' },
  event: { path: '/event/:id', href: (id: number | string) => `/event/${enc(id)}` },
  tours: { path: '/products/tours', href: () => '/products/tours' },
  tour: { path: '/product/tour/:id', href: (id: number | string) => `/product/tour/${enc(id)}` },
  merchandiseList: { path: '/merchandise/list', href: () => '/merchandise/list' },
  merchandise: { path: '/merchandise/detail/:id', href: (id: number | string) => `/merchandise/detail/${enc(id)}` },
  tickets: { path: '/tickets/groups', href: () => '/tickets/groups' },
  annualTickets: { path: '/tickets/annual', href: () => '/tickets/annual' },
  coupons: { path: '/coupons', href: () => '/coupons' },
  onePager: { path: '/onepager', href: () => '/onepager' },
  vip: { path: '/exclusive/code', href: () => '/exclusive/code' },
} as const;

export { withQuery };
