import { prefixed, type SettingText } from '../setting-text.ts';
import type { menuDe } from '../de/menu.ts';

function multipleMenu<P extends string>(prefix: P, what: string, example: string) {
  return prefixed(prefix, {
    '': { label: `Several ${what} menus`, help: `Several menu items instead of one, for example ${example}, each with the offers of its categories.` },
    '.enabled': { label: 'Switch on', help: 'Replaces the single menu item by the entries below.' },
    '.items': { label: 'Menu entries', help: 'In the order they appear in the menu; at most 10.' },
    '.items[]': { label: 'Menu entry {n}' },
    '.items[].titleKey': { label: 'Label (text key)', help: 'The key of the menu text under Translations, for example header.menu.workshops.' },
    '.items[].event_groups': { label: 'Categories', help: 'The numbers of the categories in the ticketing system whose offers this entry lists.' },
    '.items[].event_groups[]': { label: 'Category {n}' },
  });
}

export const menuEn: Record<keyof typeof menuDe, SettingText> = {
  menu: { label: 'Menu', help: "What the navigation at the top of the shop shows and how many entries its dropdowns have." },
  'menu.items': { label: 'Menu items', help: 'The areas in the navigation, on phones and computers alike. A hidden area stays reachable by its address.' },
  'menu.items.museums': { label: 'Museums', help: 'Shows only when the shop has more than one museum.' },
  'menu.items.exhibitions': { label: 'Exhibitions' },
  'menu.items.events': { label: 'Events' },
  'menu.items.tours': { label: 'Tours', help: 'To call it something else, such as “Groups”, change its text under Translations.' },
  'menu.items.merchandise': { label: 'Shop articles' },
  'menu.items.tickets': { label: 'Tickets', help: 'Leads to the choice of ticket groups.' },
  'menu.items.vip': { label: 'VIP area', help: 'Shows only when the VIP area is switched on too, and only to customers with VIP prices.' },
  'menu.items.onePager': { label: 'Quick purchase', help: 'Shows only when the quick purchase (one-pager) is switched on too.' },
  'menu.items.annualTickets': { label: 'Annual tickets' },
  'menu.items.coupons': { label: 'Vouchers' },
  'menu.items.combiTicketGroups': { label: 'Combined tickets', help: 'One menu item per combined-ticket group (Tickets, Combined tickets).' },
  'menu.pageSizes': {
    label: 'Entries per dropdown',
    help: 'A dropdown shows this many entries; when there are more, “Show all” follows. 0 turns the menu item into a plain link.',
  },
  'menu.pageSizes.museums': { label: 'Museums', help: '1000 shows all.' },
  'menu.pageSizes.exhibitions': { label: 'Exhibitions' },
  'menu.pageSizes.events': { label: 'Events' },
  'menu.pageSizes.tours': { label: 'Tours' },
  'menu.pageSizes.merchandise': { label: 'Shop articles' },
  'menu.groupBy': {
    label: 'Arrange the event and tour menus',
    options: { none: 'Not at all', category: 'By category', categoryGroup: 'By category group (Events and tours, Filters)' },
  },
  ...multipleMenu('menu.multipleEventMenuItems', 'event', '“Workshops” and “Concerts”'),
  ...multipleMenu('menu.multipleTourMenuItems', 'tour', '“For schools” and “For adults”'),
};
