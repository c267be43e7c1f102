import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { checkAffiliateProgram, trackAffiliateProgram } from '../api/affiliate.api.ts';
import { affiliateCookieName } from '../api/affiliate.queries.ts';
import { affiliateCookie, referralOf } from '../lib/affiliate.ts';

/**
 * requirements/frame-and-routing.md §4.2: a link with ?at (and ?ac) is checked against the affiliate programmes, tracked,
 * and remembered for settings general.affiliate.cookieHours; an unknown programme is ignored.
 */
export function useAffiliateTracking(): void {
  const shop = useShop();
  const scope = useQueryScope();
  const [search] = useSearchParams();
  const { enabled, cookieHours } = shop.settings.general.affiliate;
  const referral = enabled ? referralOf(search) : null;
  const at = referral?.at;
  const ac = referral?.ac;
  useEffect(() => {
    if (!at) return;
    let current = true;
    void checkAffiliateProgram(scope.api, scope.locale, at, ac).then((id) => {
      if (!current || id === null) return;
      document.cookie = affiliateCookie(affiliateCookieName(shop.storagePrefix), ac ? { id, campaign: ac } : { id }, cookieHours);
      void trackAffiliateProgram(scope.api, scope.locale, at, ac);
    });
    return () => {
      current = false;
    };
  }, [at, ac, cookieHours, scope.api, scope.locale, shop.storagePrefix]);
}
