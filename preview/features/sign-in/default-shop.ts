/**
 * The shop named by the page's host, as the shop itself picks it ('stadtmuseum.localhost' →
 * 'stadtmuseum'); on a bare IP or localhost the operator types it, 'museen' being the default shop.
 */
export function defaultShop(): string {
  const host = typeof location === 'undefined' ? '' : location.hostname;
  if (!host || host === 'localhost' || /^[\d.]+$/.test(host) || host.includes(':')) return 'museen';
  return host.split('.')[0]!;
}
