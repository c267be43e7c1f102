import { paths } from '../../../app/paths.ts';
import type { MenuArea, MenuLink, ShopView } from '../../shop/api/shop.queries.ts';
import { showMuseumMenu } from './menu.ts';

export interface MenuEntry {
  id: MenuArea | MenuLink;
  /** Overview page: the plain link, and the 'view all' target of a dropdown. */
  href: string;
  /** Set for product dropdowns; 0 means a plain link. */
  pageSize?: number;
}

const AREA_HREF: Record<MenuArea, string> = {
  museums: paths.museums.href(),
  exhibitions: paths.exhibitions.href(),
  events: paths.events.href(),
  tours: paths.tours.href(),
  merchandise: paths.merchandiseList.href(),
};

const LINK_HREF: Record<MenuLink, string> = {
  tickets: paths.tickets.href(),
  vip: paths.vip.href(),
  onePager: paths.onePager.href(),
  annualTickets: paths.annualTickets.href(),
  coupons: paths.coupons.href(),
};

export function itemHref(area: MenuArea, id: number): string {
  const builders = { museums: paths.museum, exhibitions: paths.exhibition, events: paths.event, tours: paths.tour, merchandise: paths.merchandise };
  return builders[area].href(id);
}

/** Spec cart §2.8: dropdowns first (museums only for a group), then the configured links. */
export function menuEntries(view: Pick<ShopView, 'menuItems' | 'pageSizes'>, museumCount: number | undefined): MenuEntry[] {
  const areas = (Object.keys(AREA_HREF) as MenuArea[]).filter((area) =>
    area === 'museums' ? showMuseumMenu(view.menuItems.museums, museumCount) : view.menuItems[area],
  );
  const links = (Object.keys(LINK_HREF) as MenuLink[]).filter((link) => view.menuItems[link]);
  return [
    ...areas.map((area) => ({ id: area, href: AREA_HREF[area], pageSize: view.pageSizes[area] })),
    ...links.map((link) => ({ id: link, href: LINK_HREF[link] })),
  ];
}
