import { describe, expect, it } from 'vitest';
import { safeReturnBase, shopReturnUrl } from './return-url';
import { sign, verify } from './signing';

describe('notification signing', () => {
  it('verifies its own signature and nothing else', () => {
    const body = '{"id":"n1","order_token":"t","event":"paid"}';
    expect(verify(body, sign(body))).toBe(true);
    expect(verify(`${body} `, sign(body))).toBe(false);
    expect(verify(body, sign(body, 'another secret'))).toBe(false);
    expect(verify(body, 'not-hex')).toBe(false);
    expect(verify(body, undefined)).toBe(false);
  });
});

describe('return URL', () => {
  const hosts = ['museen.localhost', 'localhost:3000'];

  it('accepts paths and URLs of allowed hosts', () => {
    expect(safeReturnBase(undefined, hosts)).toBe('/');
    expect(safeReturnBase('/shop/#/cart', hosts)).toBe('/shop/');
    expect(safeReturnBase('http://museen.localhost:5173/', hosts)).toBe('http://museen.localhost:5173/');
    expect(safeReturnBase('http://localhost:3000/x', hosts)).toBe('http://localhost:3000/x');
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)', 'http://localhost:4000/', 'http://museen.localhost@evil.example/'])(
    'refuses %s', (url) => expect(() => safeReturnBase(url, hosts)).toThrow('return_url is not allowed'),
  );

  it('builds the shop hash routes', () => {
    expect(shopReturnUrl('/', 'pending', 'abc')).toBe('/#/checkout/pending?orderId=abc');
    expect(shopReturnUrl('/', 'failure', 'abc')).toBe('/#/checkout/failure?orderId=abc&paymentFailure=true');
  });
});
