import { describe, expect, it } from 'vitest';
import { affiliateCookie, readAffiliate, referralOf } from './affiliate.ts';

describe('affiliate referral (requirements/frame-and-routing.md §4.2)', () => {
  it('reads at and ac from the link', () => {
    expect(referralOf(new URLSearchParams('at=PARTNER&ac=herbst'))).toEqual({ at: 'PARTNER', ac: 'herbst' });
    expect(referralOf(new URLSearchParams('at=PARTNER'))).toEqual({ at: 'PARTNER' });
    expect(referralOf(new URLSearchParams('ac=herbst'))).toBeNull();
  });

  it('keeps the affiliate in a cookie for the configured hours and reads it back', () => {
    const cookie = affiliateCookie('shop_affiliate', { id: 7, campaign: 'herbst' }, 24);
    expect(cookie).toContain('Max-Age=86400');
    expect(readAffiliate('shop_affiliate', `x=1; ${cookie.split(';')[0]}`)).toEqual({ id: 7, campaign: 'herbst' });
  });

  it('ignores a missing or tampered cookie', () => {
    expect(readAffiliate('shop_affiliate', 'x=1')).toBeNull();
    expect(readAffiliate('shop_affiliate', 'shop_affiliate=%7Bbroken')).toBeNull();
    expect(readAffiliate('shop_affiliate', `shop_affiliate=${encodeURIComponent('{"id":"7"}')}`)).toBeNull();
  });
});
