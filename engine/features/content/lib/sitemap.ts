import { paths } from '../../../app/paths.ts';
import { CONTENT_PAGES } from './content-page.ts';

export interface SitemapEntry {
  /** i18n key under content:sitemap.links (screens) or content:pages (content pages). */
  key: string;
  href: string;
}

/** The shop view's menuItems (which header entries the settings switch on). */
type MenuFlags = Record<string, boolean>;

/** The shop's main screens in header order; each shows only when the header would offer it too. */
const SCREENS: { key: string; href: string; menu?: string }[] = [
  { key: 'start', href: paths.start.href() },
  { key: 'museums', href: paths.museums.href(), menu: 'museums' },
  { key: 'exhibitions', href: paths.exhibitions.href(), menu: 'exhibitions' },
  { key: 'events', href: paths.events.href(), menu: 'events' },
  { key: 'tours', href: paths.tours.href(), menu: 'tours' },
  { key: 'merchandise', href: paths.merchandiseList.href(), menu: 'merchandise' },
  { key: 'tickets', href: paths.tickets.href(), menu: 'tickets' },
  { key: 'annualTickets', href: paths.annualTickets.href(), menu: 'annualTickets' },
  { key: 'coupons', href: paths.coupons.href(), menu: 'coupons' },
  { key: 'onePager', href: paths.onePager.href(), menu: 'onePager' },
  { key: 'vip', href: paths.vip.href(), menu: 'vip' },
  { key: 'cart', href: paths.cart.href() },
  { key: 'account', href: paths.account.href() },
];

/** requirements/frame-and-routing.md §2.9 'Sitemap: a placeholder page': links to what the header offers. */
export function sitemapScreens(menuItems: MenuFlags): SitemapEntry[] {
  return SCREENS.filter((screen) => !screen.menu || menuItems[screen.menu]).map(({ key, href }) => ({ key, href }));
}

/** Content pages show only when their content exists (requirements/frame-and-routing.md §2.5 'Footer'). */
export function sitemapPages(content: Record<string, string>): SitemapEntry[] {
  return CONTENT_PAGES.filter((id) => id !== 'error' && id !== '404' && content[id]).map((id) => ({ key: id, href: paths.page.href(id) }));
}
