/** requirements/frame-and-routing.md §2.1: old links use '#!/x'; the router only knows '#/x'. */
export function normaliseHash(hash: string): string {
  if (hash.startsWith('#!')) return `#${hash.slice(2).startsWith('/') ? '' : '/'}${hash.slice(2)}`;
  return hash;
}

const ORDER_ID_KEYS = ['orderId', 'ORDERID'];
/** A bare return URL says nothing about the outcome; pending polls the order and decides (requirements/checkout-and-orders.md §4.3). */
const RETURN_ROUTE = '/checkout/pending';

/**
 * requirements/frame-and-routing.md §2.1 'after a payment return, the orderId is taken from the URL and the URL is cleaned':
 * providers return to '/?orderId=…#/checkout/…', where the hash router never sees the query. The id
 * moves into the hash route's query (an id already there wins) and leaves the search part.
 * Returns null when the search part carries no order id.
 */
export function moveReturnOrderId(search: string, hash: string): { search: string; hash: string } | null {
  const outer = new URLSearchParams(search);
  const orderId = ORDER_ID_KEYS.map((key) => outer.get(key)).find((value) => !!value);
  if (!ORDER_ID_KEYS.some((key) => outer.has(key))) return null;
  for (const key of ORDER_ID_KEYS) outer.delete(key);
  const rest = outer.toString();
  const [route = '', query = ''] = hash.replace(/^#/, '').split(/\?(.*)/s);
  const inner = new URLSearchParams(query);
  if (orderId && !ORDER_ID_KEYS.some((key) => inner.get(key))) inner.set('orderId', orderId);
  const path = route && route !== '/' ? route : orderId ? RETURN_ROUTE : route;
  const innerQuery = inner.toString();
  return { search: rest ? `?${rest}` : '', hash: `#${path || '/'}${innerQuery ? `?${innerQuery}` : ''}` };
}

/**
 * Rewrites the current URL in place (no history entry) when it carries the '#!' form or a payment
 * return's orderId outside the hash.
 */
export function normaliseLocationHash(): void {
  if (typeof location === 'undefined') return;
  const hash = normaliseHash(location.hash);
  const moved = moveReturnOrderId(location.search, hash);
  const next = moved ?? { search: location.search, hash };
  if (next.hash !== location.hash || next.search !== location.search) {
    history.replaceState(history.state, '', `${location.pathname}${next.search}${next.hash}`);
  }
}
