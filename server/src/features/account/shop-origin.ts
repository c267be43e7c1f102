import type { Context } from 'hono';
import type { Shop } from '../../http/app-env';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function parse(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(/^https?:\/\//.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
}

/**
 * Where links in account e-mails point. The request's Origin (or X-Shop-Url, Host) is used
 * only when it is one of the shop's own hosts, so nobody can make the shop mail a reset
 * link to a foreign site; otherwise the shop's first host. Local hosts keep http and port.
 */
export function shopOrigin(c: Context, shop: Shop): string {
  for (const candidate of [c.req.header('origin'), c.req.header('x-shop-url'), c.req.header('host')]) {
    const url = parse(candidate);
    if (!url) continue;
    const local = LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost');
    if (shop.hosts.includes(url.hostname) || local) {
      return `${local && !/^https:\/\//.test(candidate ?? '') ? 'http' : url.protocol.replace(':', '')}://${url.host}`;
    }
  }
  return `https://${shop.hosts[0] ?? 'localhost'}`;
}
