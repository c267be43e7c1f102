import { describe, expect, it } from 'vitest';
import { itemHref, menuEntries, menuOptions } from './menu-entries.ts';

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
    expect(menuEntries(view, 1).find((entry) => entry.id === 'events')).toEqual({ id: 'events', kind: 'events', href: '/products/events', pageSize: 0 });
  });

  it('offers the VIP ticket link only when enabled and allowed for the visitor', () => {
    const vipOn = { ...view, menuItems: { ...view.menuItems, vip: true } };
    expect(menuEntries(vipOn, 1).map((entry) => entry.id)).not.toContain('vip');
    expect(menuEntries(vipOn, 1, true).find((entry) => entry.id === 'vip')?.href).toBe('/tickets/filters?vip=true');
    expect(menuEntries(view, 1, true).map((entry) => entry.id)).not.toContain('vip');
  });

  it('splits the event menu into one entry per configured item, each filtered to its categories', () => {
    const split = { enabled: true, items: [{ titleKey: 'menu.concerts', event_groups: [1] }, { titleKey: 'menu.talks', event_groups: [2, 3] }] };
    const entries = menuEntries(view, 1, false, { multipleEventMenuItems: split });
    expect(entries.filter((entry) => entry.kind === 'events')).toEqual([
      { id: 'events-0', kind: 'events', pageSize: 0, titleKey: 'menu.concerts', categoryIds: [1], href: '/products/events?category_id=1' },
      { id: 'events-1', kind: 'events', pageSize: 0, titleKey: 'menu.talks', categoryIds: [2, 3], href: '/products/events?category_id=2%2C3' },
    ]);
  });

  it('keeps the single entry while splitting is disabled or has no items (the default)', () => {
    const off = { enabled: false, items: [{ titleKey: 'menu.tours', event_groups: [1] }] };
    const tours = { ...view, menuItems: { ...view.menuItems, tours: true } };
    expect(menuEntries(tours, 1, false, { multipleTourMenuItems: off }).filter((entry) => entry.kind === 'tours').map((entry) => entry.id)).toEqual(['tours']);
    expect(menuEntries(tours, 1, false, { multipleTourMenuItems: { enabled: true, items: [] } }).filter((entry) => entry.kind === 'tours')).toHaveLength(1);
  });

  it('adds one combi link per group after the ticket link', () => {
    const ids = menuEntries(view, 1, false, { combiGroups: ['ticketGroup', 'summer'] }).map((entry) => entry.id);
    expect(ids).toEqual(['exhibitions', 'events', 'tickets', 'combi-ticketGroup', 'combi-summer', 'coupons']);
    const noTickets = { ...view, menuItems: { ...view.menuItems, tickets: false } };
    expect(menuEntries(noTickets, 1, false, { combiGroups: ['summer'] }).at(-1)).toEqual({ id: 'combi-summer', kind: 'combi', group: 'summer', href: '/tickets/combi?group=summer' });
  });

  it('reads the combi groups only when menu.items.combiTicketGroups is on', () => {
    const settings = (combi: boolean) => ({
      menu: { items: { combiTicketGroups: combi }, multipleEventMenuItems: { enabled: false, items: [] }, multipleTourMenuItems: { enabled: false, items: [] } },
      tickets: { combi: { groups: ['ticketGroup'] } },
    }) as unknown as Parameters<typeof menuOptions>[0];
    expect(menuOptions(settings(false)).combiGroups).toEqual([]);
    expect(menuOptions(settings(true)).combiGroups).toEqual(['ticketGroup']);
  });

  it('links items to their detail pages', () => {
    expect(itemHref('exhibitions', 5)).toBe('/exhibition/5');
    expect(itemHref('tours', 2)).toBe('/product/tour/2');
  });
});
