import type { Context } from 'hono';

/**
 * Which proxies may name the client in X-Forwarded-For (the `TRUST_PROXY` setting):
 * - `none` (default): nobody; the client is the socket's peer address and the header is ignored.
 * - `hops`: that many proxies stand in front of the server; the client is the address that many entries from
 *   the right of X-Forwarded-For plus the peer (1 = the last entry, as written by the one proxy).
 * - `addresses`: only peers with these addresses are proxies; the client is the rightmost address that is not one.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: Set<string> };

const NOBODY: TrustProxy = { kind: 'none' };

/** `TRUST_PROXY`: unset, empty, `false` or `0` → nobody; a whole number → hops; else comma-separated addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return NOBODY;
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  return { kind: 'addresses', addresses: new Set(text.split(',').map((part) => normalizeAddress(part.trim())).filter(Boolean)) };
}

/** IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as the IPv4 address, lower case, no zone, no port of a bracketed v6. */
export function normalizeAddress(address: string): string {
  const bare = address.trim().toLowerCase().replace(/^\[(.*)\](:\d+)?$/, '$1').replace(/%.*$/, '');
  return bare.startsWith('::ffff:') && bare.includes('.') ? bare.slice(7) : bare;
}

/**
 * The address a rate limit is keyed on: IPv4 whole, IPv6 by its /64 network (one subscriber usually holds a whole
 * /64, so keying single v6 addresses would give an attacker 2^64 fresh budgets).
 */
export function limitKeyOf(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The client's address from the peer address and the X-Forwarded-For header, as `trust` allows. */
export function resolveClientAddress(peer: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const direct = normalizeAddress(peer);
  if (trust.kind === 'none' || !forwardedFor) return direct;
  const chain = [...forwardedFor.split(',').map(normalizeAddress).filter(Boolean), direct];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  for (let index = chain.length - 1; index > 0; index -= 1) {
    if (!trust.addresses.has(chain[index]!)) return chain[index]!;
  }
  return chain[0]!;
}

let fromEnvironment: TrustProxy | undefined;

/** The setting in force: the app's own (tests), else `TRUST_PROXY` from the environment, read once. */
function trustOf(c: Context): TrustProxy {
  const own = (c.var as { deps?: { trustProxy?: TrustProxy } }).deps?.trustProxy;
  return own ?? (fromEnvironment ??= parseTrustProxy(process.env.TRUST_PROXY));
}

/** The socket's peer address (node-server puts the incoming message in the env), else 'unknown'. */
function peerAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * The one client-address helper every IP-keyed limit uses (issue 14, finding 3): X-Forwarded-For counts only
 * as far as `TRUST_PROXY` trusts the proxies in front, so a forged header does not buy a fresh budget.
 */
export function clientIp(c: Context): string {
  return limitKeyOf(resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trustOf(c)).slice(0, 100));
}
