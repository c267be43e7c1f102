import { describe, expect, it } from 'vitest';
import { itemHref, menuEntries } from './menu-entries.ts';

const view = {
  menuItems: { museums: true, exhibitions: true, events: true, tours: false, merchandise: false, tickets: true, vip: false, onePager: false, annualTickets: false, coupons: true },
  pageSizes: { museums: 1000, exhibitions: 10, events: 0, tours: 10, merchandise: 10 },
};

describe('menuEntries', () => {
  it('lists enabled dropdowns, then enabled links', () => {
    expect(menuEntries(view, 3).map((entry) => entry.id)).toEqual(['museums', 'exhibitions', 'events', 'tickets', 'coupons']);
  });

  it('drops museums for a single-museum shop', () => {
    expect(menuEntries(view, 1).map((entry) => entry.id)).not.toContain('museums');
  });

  it('passes the page size so 0 can become a plain link', () => {
    expect(menuEntries(view, 1).find((entry) => entry.id === 'events')).toEqual({ id: 'events', href: '/products/events', pageSize: 0 });
  });

  it('links items to their detail pages', () => {
    expect(itemHref('exhibitions', 5)).toBe('/exhibition/5');
    expect(itemHref('tours', 2)).toBe('/product/tour/2');
  });
});
