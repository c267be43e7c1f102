import { createContext, type ReactNode } from 'react';
import type { ShopView } from '../lib/shop-view.ts';

/** The prepared shop the bootstrap gate shows, read by `useShop` (shop.queries.ts). */
export const ShopViewContext = createContext<ShopView | null>(null);

/**
 * Hands the gate's shop to every screen through one context instead of one query observer per
 * `useShop()` call: a hundred components read the shop, and each observer cost a key hash, a
 * subscription and a result object on every render of the first screen (issue 12).
 */
export function ShopViewProvider({ view, children }: { view: ShopView; children: ReactNode }) {
  return <ShopViewContext value={view}>{children}</ShopViewContext>;
}
