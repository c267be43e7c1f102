import { describe, expect, it } from 'vitest';
import { vipTarget, type VipVisitor } from './vip-gate.ts';

const anonymous: VipVisitor = { status: 'anonymous', audienceId: null };
const guest: VipVisitor = { status: 'guest', audienceId: 1 };
const vipGuest: VipVisitor = { status: 'guest', audienceId: 2 };
const user: VipVisitor = { status: 'user', audienceId: 1 };
const vipUser: VipVisitor = { status: 'user', audienceId: 2 };

describe('VIP flow (requirements/annual-and-vip.md §4)', () => {
  it('sends every screen to the start state while the VIP area is disabled', () => {
    for (const screen of ['register', 'code', 'logout'] as const) expect(vipTarget(screen, guest, false, 1)).toBe('start');
  });

  it('register: shows the form to nobody signed in; a guest with the default audience goes on to the code', () => {
    expect(vipTarget('register', anonymous, true, 1)).toBeNull();
    expect(vipTarget('register', guest, true, 1)).toBe('code');
  });

  it('register and code: a signed-in customer with a non-default audience goes to the VIP tickets', () => {
    for (const visitor of [vipGuest, vipUser]) {
      expect(vipTarget('register', visitor, true, 1)).toBe('tickets');
      expect(vipTarget('code', visitor, true, 1)).toBe('tickets');
    }
  });

  it('register and code: a registered account with the default audience must log out first', () => {
    expect(vipTarget('register', user, true, 1)).toBe('logout');
    expect(vipTarget('code', user, true, 1)).toBe('logout');
  });

  it('code: nobody signed in registers first; a default-audience guest stays to enter the code', () => {
    expect(vipTarget('code', anonymous, true, 1)).toBe('register');
    expect(vipTarget('code', guest, true, 1)).toBeNull();
  });

  it('a customer without an audience counts as the default audience', () => {
    expect(vipTarget('code', { status: 'guest', audienceId: null }, true, 1)).toBeNull();
  });

  it('logout: always shown while the area is enabled', () => {
    for (const visitor of [anonymous, guest, vipUser]) expect(vipTarget('logout', visitor, true, 1)).toBeNull();
  });
});
