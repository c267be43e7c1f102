import { describe, expect, it } from 'vitest';
import { logoutTarget } from './logout-target.ts';

describe('logoutTarget (requirements/frame-and-routing.md §2.2)', () => {
  it('sends a VIP page to the VIP registration', () => {
    expect(logoutTarget('/exclusive/tickets')).toBe('/exclusive/register');
    expect(logoutTarget('/exclusive/logout')).toBe('/exclusive/register');
  });

  it('sends every other page to the start state, not only the account area', () => {
    expect(logoutTarget('/user/orders')).toBe('/');
    expect(logoutTarget('/cart')).toBe('/');
    expect(logoutTarget('/exhibition/5')).toBe('/');
  });
});
