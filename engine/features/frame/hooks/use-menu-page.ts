import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueryScope } from '../../../shared/api/query-scope.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useAfterFirstPaint } from '../../../shared/lib/use-after-first-paint.ts';
import { productQueries } from '../../products/api/products.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import type { MenuArea } from '../../shop/api/shop.queries.ts';
import { frameQueries } from '../api/frame.queries.ts';
import type { MenuEntry } from '../lib/menu-entries.ts';
import type { MenuGroupBy } from '../lib/menu-groups.ts';

/**
 * Where a dropdown's first page comes from. Event and tour menus that are grouped (menu.groupBy) or
 * split by category (menu.multiple*MenuItems) need the items' categories and a category filter,
 * which the products feature's menu call gives; every other menu keeps the frame's plain call.
 */
function menuSource(entry: MenuEntry, groupBy: MenuGroupBy) {
  const area = entry.kind as MenuArea;
  const product = area === 'events' || area === 'tours' ? area : null;
  return { area, product, byProduct: product !== null && (groupBy !== 'none' || !!entry.categoryIds) };
}

function menuQueryOf(scope: QueryScope, entry: MenuEntry, pageSize: number, groupBy: MenuGroupBy) {
  const { area, product, byProduct } = menuSource(entry, groupBy);
  return byProduct ? productQueries.menu(scope, product!, entry.categoryIds ?? [], pageSize) : frameQueries.menu(scope, area, pageSize);
}

/** An open dropdown's first page. */
export function useMenuPage(entry: MenuEntry, pageSize: number) {
  const scope = useQueryScope();
  const groupBy: MenuGroupBy = useShop().settings.menu.groupBy;
  const { area, product, byProduct } = menuSource(entry, groupBy);
  const plain = useQuery({ ...frameQueries.menu(scope, area, pageSize), enabled: !byProduct });
  const grouped = useQuery({ ...productQueries.menu(scope, product ?? 'events', entry.categoryIds ?? [], pageSize), enabled: byProduct });
  return { area, query: byProduct ? grouped : plain, groupBy: product ? groupBy : 'none' as const };
}

/**
 * Asks for every dropdown's first page once the screen has painted, so opening one shows it without
 * waiting, while the closed menus hold no subscription: each answer used to re-render every
 * dropdown of the header in the middle of the first screen's own work (issue 12).
 */
export function usePrefetchMenus(entries: MenuEntry[]) {
  const painted = useAfterFirstPaint();
  const queryClient = useQueryClient();
  const scope = useQueryScope();
  const groupBy: MenuGroupBy = useShop().settings.menu.groupBy;
  const wanted = entries.filter((entry) => entry.pageSize);
  const key = JSON.stringify([scope.locale, groupBy, wanted.map((entry) => [entry.id, entry.kind, entry.pageSize, entry.categoryIds])]);
  useEffect(() => {
    if (!painted) return;
    for (const entry of wanted) void queryClient.prefetchQuery(menuQueryOf(scope, entry, entry.pageSize!, groupBy) as Parameters<typeof queryClient.prefetchQuery>[0]);
    // key names everything the requests depend on; the entries array is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [painted, key, queryClient]);
}
