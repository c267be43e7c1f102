import { withQuery } from './paths.ts';

export interface StateRef {
  name: string;
  params: Record<string, unknown>;
}

/** Route states of the original shop → path patterns; ':x' takes params.x, other params become the query. */
const STATE_PATHS: Record<string, string> = {
  'shop.start': '/start',
  'shop.museums': '/museums',
  'shop.museum': '/museum/:id',
  'shop.exhibitions': '/exhibitions',
  'shop.exhibition': '/exhibition/:id',
  'shop.search.results': '/search/:q',
  'shop.page': '/page/:id',
  'shop.cart': '/cart',
  'shop.donations': '/donations',
  'shop.products.events': '/products/events',
  'shop.products.tours': '/products/tours',
  'shop.product.event': '/event/:id',
  'shop.product.tour': '/product/tour/:id',
  'shop.merchandise.list': '/merchandise/list',
  'shop.merchandise.detail': '/merchandise/detail/:id',
  'shop.coupons': '/coupons',
  'shop.onepager': '/onepager',
  'shop.tickets.groups': '/tickets/groups',
  'shop.tickets.time': '/tickets/time',
  'shop.tickets.types': '/tickets/types',
  'shop.tickets.list': '/tickets/list',
  'shop.tickets.filters': '/tickets/filters',
  'shop.tickets.combi': '/tickets/combi',
  'shop.tickets.annual': '/tickets/annual',
  'shop.tickets.personalization': '/tickets/personalization',
  'shop.tickets.annualPersonalization.list': '/annual/personalisation/:token',
  'shop.vip.code': '/exclusive/code',
  'shop.vip.register': '/exclusive/register',
  'shop.vip.logout': '/exclusive/logout',
  'shop.search': '/search/:q',
  'shop.events.dates': '/events/dates',
  'shop.checkout.user': '/checkout/user',
  'shop.user.login': '/user/login',
  'shop.user.guest': '/user/guest',
  'shop.user.registration': '/user/registration',
  'shop.user.password-reset': '/user/password-reset',
  'shop.user.auth.account': '/user/account',
  'shop.user.auth.orders': '/user/orders',
  'shop.user.auth.profile': '/user/profile',
  'shop.user.auth.customer_addresses': '/user/addresses',
  'shop.user.auth.create_customer_address': '/user/addresses/new',
  'shop.user.auth.update_customer_address': '/user/addresses/:id',
  // The original names the waiting room outside the shop root (requirements/waiting-room.md §2.1 'waitingRoom').
  waitingRoom: '/waiting-room',
  // Checkout process, pending and payment states need a live order, so they are no start state.
};

const DEFAULT_START_STATE: StateRef = { name: 'shop.start', params: {} };

/**
 * Reads 'shop.tickets.time({"group":"timeSlot"})' (requirements/frame-and-routing.md §2.1: JSON params in parentheses)
 * or the settings' {name, params}. Anything unreadable falls back to shop.start.
 */
export function parseStateRef(value: unknown): StateRef {
  if (value && typeof value === 'object' && 'name' in value && typeof value.name === 'string') {
    const params = 'params' in value && value.params && typeof value.params === 'object' ? (value.params as Record<string, unknown>) : {};
    return value.name in STATE_PATHS ? { name: value.name, params } : DEFAULT_START_STATE;
  }
  if (typeof value !== 'string') return DEFAULT_START_STATE;
  const match = /^\s*([\w.-]+)\s*(?:\((.*)\))?\s*$/s.exec(value);
  if (!match || !(match[1]! in STATE_PATHS)) return DEFAULT_START_STATE;
  if (!match[2]?.trim()) return { name: match[1]!, params: {} };
  try {
    const params: unknown = JSON.parse(match[2]);
    return params && typeof params === 'object' && !Array.isArray(params)
      ? { name: match[1]!, params: params as Record<string, unknown> }
      : DEFAULT_START_STATE;
  } catch {
    return DEFAULT_START_STATE;
  }
}

/** The path of a state; a missing path parameter makes the state unusable, so shop.start is used. */
export function stateToPath({ name, params }: StateRef): string {
  const pattern = STATE_PATHS[name] ?? '/start';
  const query: Record<string, string> = {};
  let missing = false;
  const path = pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  if (missing) return '/start';
  for (const [key, value] of Object.entries(params)) {
    if (!pattern.includes(`:${key}`) && value !== undefined && value !== null) query[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return withQuery(path, query);
}

/** requirements/frame-and-routing.md §2.1: an unknown URL goes to the start state and keeps at, ac and lang from the URL. */
export function fallbackPath(startPath: string, search: string): string {
  const current = new URLSearchParams(search);
  const [path, startQuery = ''] = startPath.split('?');
  const next = new URLSearchParams(startQuery);
  for (const key of ['at', 'ac', 'lang']) {
    const value = current.get(key);
    if (value !== null && !next.has(key)) next.set(key, value);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path!;
}
