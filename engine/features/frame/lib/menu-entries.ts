import { paths, withQuery } from '../../../app/paths.ts';
import type { MultipleMenuItems } from '../../../settings/settings.gen.ts';
import type { MenuArea, MenuLink, ShopView } from '../../shop/api/shop.queries.ts';
import { showMuseumMenu } from './menu.ts';

export interface MenuEntry {
  /** Unique within the menu. */
  id: string;
  /** What the entry is; its label is nav.{kind} unless titleKey or group says otherwise. */
  kind: MenuArea | MenuLink | 'combi';
  /** Overview page: the plain link, and the 'view all' target of a dropdown. */
  href: string;
  /** Set for product dropdowns; 0 means a plain link. */
  pageSize?: number;
  /** The operator's translation key of a split event or tour entry (menu.multiple*MenuItems). */
  titleKey?: string;
  /** The categories a split entry lists (its event_groups). */
  categoryIds?: number[];
  /** The combi group of a combi ticket link (menu.items.combiTicketGroups). */
  group?: string;
}

/** The menu settings beyond the area switches; absent ones mean 'off' (the schema defaults). */
export interface MenuOptions {
  multipleEventMenuItems?: MultipleMenuItems;
  multipleTourMenuItems?: MultipleMenuItems;
  /** tickets.combi.groups when menu.items.combiTicketGroups is on, else empty. */
  combiGroups?: readonly string[];
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
  vip: paths.ticketFilters.href({ vip: true }),
  onePager: paths.onePager.href(),
  annualTickets: paths.annualTickets.href(),
  coupons: paths.coupons.href(),
};

export function itemHref(area: MenuArea, id: number): string {
  const builders = { museums: paths.museum, exhibitions: paths.exhibition, events: paths.event, tours: paths.tour, merchandise: paths.merchandise };
  return builders[area].href(id);
}

/** The menu options of a loaded shop (requirements/frame-and-routing.md §2.2 and requirements/frame-and-routing.md §9). */
export function menuOptions(settings: ShopView['settings']): MenuOptions {
  const { menu, tickets } = settings;
  return {
    multipleEventMenuItems: menu.multipleEventMenuItems,
    multipleTourMenuItems: menu.multipleTourMenuItems,
    combiGroups: menu.items.combiTicketGroups ? tickets.combi.groups : [],
  };
}

/**
 * An area's entries: one, or one per configured item when split by category (requirements/frame-and-routing.md §2:
 * 'several menu items per event_groups mappings'); 'view all' opens the list filtered to them.
 */
function areaEntries(area: MenuArea, pageSize: number, split: MultipleMenuItems | undefined): MenuEntry[] {
  if (!split?.enabled || !split.items.length) return [{ id: area, kind: area, href: AREA_HREF[area], pageSize }];
  return split.items.map((item, index) => ({
    id: `${area}-${index}`, kind: area, pageSize, titleKey: item.titleKey, categoryIds: [...item.event_groups],
    href: withQuery(AREA_HREF[area], { category_id: item.event_groups.join(',') }),
  }));
}

/**
 * requirements/frame-and-routing.md §2.2: dropdowns first (museums only for a group), then the configured links; the VIP
 * link only where showVipMenu() allows it (requirements/frame-and-routing.md §6.1); combi links after the ticket link.
 */
export function menuEntries(
  view: Pick<ShopView, 'menuItems' | 'pageSizes'>, museumCount: number | undefined, vipAllowed = false, options: MenuOptions = {},
): MenuEntry[] {
  const areas = (Object.keys(AREA_HREF) as MenuArea[]).filter((area) =>
    area === 'museums' ? showMuseumMenu(view.menuItems.museums, museumCount) : view.menuItems[area],
  );
  const split: Partial<Record<MenuArea, MultipleMenuItems>> = { events: options.multipleEventMenuItems, tours: options.multipleTourMenuItems };
  const links = (Object.keys(LINK_HREF) as MenuLink[]).filter((link) => view.menuItems[link] && (link !== 'vip' || vipAllowed));
  const combi = (options.combiGroups ?? []).map((group): MenuEntry => ({ id: `combi-${group}`, kind: 'combi', group, href: paths.ticketCombi.href(group) }));
  return [
    ...areas.flatMap((area) => areaEntries(area, view.pageSizes[area], split[area])),
    ...links.flatMap((link): MenuEntry[] => [{ id: link, kind: link, href: LINK_HREF[link] }, ...(link === 'tickets' ? combi : [])]),
    ...(view.menuItems.tickets ? [] : combi),
  ];
}
