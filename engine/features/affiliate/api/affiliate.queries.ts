import { useShop } from '../../shop/api/shop.queries.ts';
import { readAffiliate, type Affiliate } from '../lib/affiliate.ts';

export const affiliateCookieName = (prefix: string) => `${prefix}affiliate`;

/** The remembered referral, sent with the order as affiliate {id, campaign} (requirements/frame-and-routing.md §4.2). */
export function useAffiliate(): Affiliate | undefined {
  const shop = useShop();
  if (!shop.settings.general.affiliate.enabled || typeof document === 'undefined') return undefined;
  return readAffiliate(affiliateCookieName(shop.storagePrefix), document.cookie) ?? undefined;
}
