import { describe, expect, it } from 'vitest';
import { fallbackPath, parseStateRef, stateToPath } from './start-state.ts';

describe('parseStateRef', () => {
  it('reads a bare state name', () => {
    expect(parseStateRef('shop.museums')).toEqual({ name: 'shop.museums', params: {} });
  });

  it('reads JSON params in parentheses', () => {
    expect(parseStateRef('shop.tickets.time({"group":"timeSlot"})')).toEqual({ name: 'shop.tickets.time', params: { group: 'timeSlot' } });
    expect(parseStateRef(' shop.museum({ "id": 3 }) ')).toEqual({ name: 'shop.museum', params: { id: 3 } });
    expect(parseStateRef('shop.start()')).toEqual({ name: 'shop.start', params: {} });
  });

  it('reads the settings object form', () => {
    expect(parseStateRef({ name: 'shop.exhibition', params: { id: 7 } })).toEqual({ name: 'shop.exhibition', params: { id: 7 } });
  });

  it('falls back to shop.start for unknown states, broken JSON and non-objects', () => {
    for (const value of ['shop.nowhere', 'shop.museum({id:3})', 'shop.museum([1])', 42, undefined, { name: 'x' }]) {
      expect(parseStateRef(value)).toEqual({ name: 'shop.start', params: {} });
    }
  });
});

describe('stateToPath', () => {
  it('fills path params and puts the rest in the query', () => {
    expect(stateToPath({ name: 'shop.tickets.time', params: { group: 'timeSlot' } })).toBe('/tickets/time?group=timeSlot');
    expect(stateToPath({ name: 'shop.museum', params: { id: 3, tab: 'x' } })).toBe('/museum/3?tab=x');
    expect(stateToPath({ name: 'shop.start', params: {} })).toBe('/start');
  });

  it('knows the ticket, VIP, account and waiting-room states the spec names', () => {
    expect(stateToPath(parseStateRef('shop.tickets.personalization({"itemIndex":1})'))).toBe('/tickets/personalization?itemIndex=1');
    expect(stateToPath(parseStateRef('shop.vip.register'))).toBe('/exclusive/register');
    expect(stateToPath(parseStateRef('shop.vip.logout'))).toBe('/exclusive/logout');
    expect(stateToPath(parseStateRef('waitingRoom({"debug":true})'))).toBe('/waiting-room?debug=true');
    expect(stateToPath(parseStateRef('shop.user.auth.orders'))).toBe('/user/orders');
    expect(stateToPath(parseStateRef('shop.tickets.annualPersonalization.list({"token":"abc"})'))).toBe('/annual/personalisation/abc');
  });

  it('states without a screen of their own still fall back to start', () => {
    for (const name of ['shop.vip.register-guest', 'shop.checkout.process', 'shop.payment.iframe', 'shop.tickets']) {
      expect(stateToPath(parseStateRef(name))).toBe('/start');
    }
  });

  it('uses /start when a path param is missing', () => {
    expect(stateToPath({ name: 'shop.museum', params: {} })).toBe('/start');
  });
});

describe('fallbackPath', () => {
  it('keeps at, ac and lang from the unknown URL and drops the rest', () => {
    expect(fallbackPath('/start', '?lang=en&at=12&ac=spring&foo=1')).toBe('/start?at=12&ac=spring&lang=en');
  });

  it('merges with the start state query without overriding it', () => {
    expect(fallbackPath('/tickets/time?group=timeSlot', '?lang=fr')).toBe('/tickets/time?group=timeSlot&lang=fr');
    expect(fallbackPath('/start', '')).toBe('/start');
  });
});
