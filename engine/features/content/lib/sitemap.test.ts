import { describe, expect, it } from 'vitest';
import { sitemapPages, sitemapScreens } from './sitemap.ts';

const menu = { museums: true, exhibitions: true, events: true, tours: false, merchandise: true, tickets: true, vip: false, onePager: false, annualTickets: true, coupons: true };

describe('sitemap (requirements/frame-and-routing.md §2.9)', () => {
  it('lists the main screens the header offers, start, cart and account always', () => {
    const keys = sitemapScreens(menu).map((entry) => entry.key);
    expect(keys).toEqual(['start', 'museums', 'exhibitions', 'events', 'merchandise', 'tickets', 'annualTickets', 'coupons', 'cart', 'account']);
    expect(sitemapScreens(menu)[0]).toEqual({ key: 'start', href: '/start' });
  });

  it('lists only content pages that have content, never error or 404', () => {
    expect(sitemapPages({ agb: '<p>x</p>', faq: '', error: 'x', '404': 'x' })).toEqual([{ key: 'agb', href: '/page/agb' }]);
  });
});
