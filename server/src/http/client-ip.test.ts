import { describe, expect, it } from 'vitest';
import { limitKeyOf, normalizeAddress, parseTrustProxy, resolveClientAddress } from './client-ip';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    for (const value of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(value)).toEqual({ kind: 'none' });
  });

  it('reads a number of hops or a list of proxy addresses', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.1, ::ffff:10.0.0.2')).toEqual({ kind: 'addresses', addresses: new Set(['10.0.0.1', '10.0.0.2']) });
  });
});

describe('the client address', () => {
  const none = parseTrustProxy(undefined);

  it('is the socket peer when nobody is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '1.2.3.4', none)).toBe('203.0.113.9');
    expect(resolveClientAddress('::ffff:203.0.113.9', undefined, none)).toBe('203.0.113.9');
  });

  it('is the entry that many hops from the right behind a number of proxies; forged entries to the left are ignored', () => {
    expect(resolveClientAddress('10.0.0.1', '198.51.100.4', parseTrustProxy('1'))).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.1', 'forged, 198.51.100.4', parseTrustProxy('1'))).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.1', 'forged, 198.51.100.4, 10.0.0.2', parseTrustProxy('2'))).toBe('198.51.100.4');
    expect(resolveClientAddress('10.0.0.1', '198.51.100.4', parseTrustProxy('5'))).toBe('198.51.100.4');
  });

  it('is the rightmost untrusted address behind listed proxies; a peer not listed is the client itself', () => {
    const trust = parseTrustProxy('10.0.0.1,10.0.0.2');
    expect(resolveClientAddress('10.0.0.1', 'forged, 198.51.100.4, 10.0.0.2', trust)).toBe('198.51.100.4');
    expect(resolveClientAddress('203.0.113.9', 'forged', trust)).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.1', '10.0.0.2', trust)).toBe('10.0.0.2');
  });

  it('normalises mapped IPv4, brackets and zones', () => {
    expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
  });

  it('keys IPv6 clients by their /64, IPv4 by the address', () => {
    expect(limitKeyOf('192.0.2.1')).toBe('192.0.2.1');
    expect(limitKeyOf('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(limitKeyOf('2001:db8:0:1:bbbb:cccc:dddd:eeee')).toBe('2001:db8:0:1::/64');
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});
