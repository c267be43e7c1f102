import { describe, expect, it } from 'vitest';
import { headerAreaOf, headerLinks, showVipMenu, type HeaderLinkInput } from './header-links.ts';

const base: HeaderLinkInput = { status: 'anonymous', area: 'shop', registration: true };

describe('header visibility (requirements/frame-and-routing.md §6.1)', () => {
  it('login and register links only for nobody signed in, outside VIP, register only when registration is enabled', () => {
    expect(headerLinks(base)).toEqual({ login: true, register: true, account: false, logout: false });
    expect(headerLinks({ ...base, registration: false })).toMatchObject({ login: true, register: false });
    expect(headerLinks({ ...base, area: 'vip' })).toMatchObject({ login: false, register: false });
    expect(headerLinks({ ...base, status: 'guest' })).toMatchObject({ login: false, register: false });
  });

  it('logout for a user or guest outside VIP, or on the VIP logout page', () => {
    expect(headerLinks({ ...base, status: 'guest' }).logout).toBe(true);
    expect(headerLinks({ ...base, status: 'user' }).logout).toBe(true);
    expect(headerLinks({ ...base, status: 'guest', area: 'vip' }).logout).toBe(false);
    expect(headerLinks({ ...base, status: 'guest', area: 'vipLogout' }).logout).toBe(true);
  });

  it('account link for normal users outside VIP', () => {
    expect(headerLinks({ ...base, status: 'user' }).account).toBe(true);
    expect(headerLinks({ ...base, status: 'guest' }).account).toBe(false);
    expect(headerLinks({ ...base, status: 'user', area: 'vipLogout' }).account).toBe(false);
  });

  it('knows the VIP area from the path', () => {
    expect(headerAreaOf('/exclusive/code')).toBe('vip');
    expect(headerAreaOf('/exclusive/register')).toBe('vip');
    expect(headerAreaOf('/exclusive/logout')).toBe('vipLogout');
    expect(headerAreaOf('/tickets/filters')).toBe('shop');
  });
});

describe('VIP ticket-selection link (requirements/frame-and-routing.md §6.1)', () => {
  const vip = { area: 'shop' as const, audienceId: 2, defaultAudience: 1, successPage: false };
  it('shows for a customer with a non-default audience outside the VIP area', () => {
    expect(showVipMenu(vip)).toBe(true);
  });
  it('hides for the default audience, nobody signed in, inside the VIP area and on the success page', () => {
    expect(showVipMenu({ ...vip, audienceId: 1 })).toBe(false);
    expect(showVipMenu({ ...vip, audienceId: null })).toBe(false);
    expect(showVipMenu({ ...vip, area: 'vip' })).toBe(false);
    expect(showVipMenu({ ...vip, successPage: true })).toBe(false);
  });
});
