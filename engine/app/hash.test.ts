import { describe, expect, it } from 'vitest';
import { moveReturnOrderId, normaliseHash, normaliseLocationHash } from './hash.ts';

describe('normaliseHash', () => {
  it("turns '#!/x' into '#/x' and keeps the query", () => {
    expect(normaliseHash('#!/museum/3?lang=en')).toBe('#/museum/3?lang=en');
    expect(normaliseHash('#!start')).toBe('#/start');
    expect(normaliseHash('#!')).toBe('#/');
  });

  it('leaves other hashes alone', () => {
    expect(normaliseHash('#/start')).toBe('#/start');
    expect(normaliseHash('')).toBe('');
  });

  it('rewrites the location without adding history', () => {
    history.replaceState(null, '', '/shop/#!/cart?lang=de');
    const before = history.length;
    normaliseLocationHash();
    expect(location.hash).toBe('#/cart?lang=de');
    expect(location.pathname).toBe('/shop/');
    expect(history.length).toBe(before);
  });
});

describe('moveReturnOrderId (requirements/frame-and-routing.md §2.1 payment return)', () => {
  it('moves orderId from before the hash into the hash route and cleans the search part', () => {
    expect(moveReturnOrderId('?orderId=abc123', '#/checkout/success')).toEqual({ search: '', hash: '#/checkout/success?orderId=abc123' });
  });

  it('reads ORDERID too, keeps other params on both sides', () => {
    expect(moveReturnOrderId('?ORDERID=X9&STATUS=5', '#/checkout/pending?test=1')).toEqual({ search: '?STATUS=5', hash: '#/checkout/pending?test=1&orderId=X9' });
  });

  it('an id already in the hash route wins', () => {
    expect(moveReturnOrderId('?orderId=outer', '#/checkout/success?orderId=inner')).toEqual({ search: '', hash: '#/checkout/success?orderId=inner' });
  });

  it('a return without a route goes to pending, which polls the order', () => {
    expect(moveReturnOrderId('?orderId=abc', '')).toEqual({ search: '', hash: '#/checkout/pending?orderId=abc' });
    expect(moveReturnOrderId('?orderId=abc', '#/')).toEqual({ search: '', hash: '#/checkout/pending?orderId=abc' });
  });

  it('an empty orderId is cleaned away without inventing a route', () => {
    expect(moveReturnOrderId('?orderId=', '#/cart')).toEqual({ search: '', hash: '#/cart' });
  });

  it('leaves URLs without an order id alone', () => {
    expect(moveReturnOrderId('?lang=en', '#/start')).toBeNull();
    expect(moveReturnOrderId('', '')).toBeNull();
  });

  it('rewrites the location at startup without adding history', () => {
    history.replaceState(null, '', '/shop/?orderId=T1#!/checkout/success');
    const before = history.length;
    normaliseLocationHash();
    expect(location.search).toBe('');
    expect(location.hash).toBe('#/checkout/success?orderId=T1');
    expect(history.length).toBe(before);
  });
});
