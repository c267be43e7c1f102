import { useCallback, useContext } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useAtomValue, useSetAtom } from '../shared/state/jotai.ts';
import { RouteError } from '../shared/ui/route-error.tsx';
import { useShop } from '../features/shop/api/shop.queries.ts';
import { useOnSignOut, useSession, useSignOut } from '../features/account/api/account.queries.ts';
import { logoutTarget } from '../features/account/lib/logout-target.ts';
import { releaseReservation } from '../features/cart/api/cart.api.ts';
import { allReservationTokens, loggedOutCart } from '../features/cart/lib/cart-lifecycle.ts';
import { cartAtom, cartCountAtom, updateCartAtom } from '../features/cart/state/cart.atoms.ts';
import { useQueryScope } from '../shared/api/use-query-scope.ts';
import { ConsentBanner } from '../features/frame/components/consent-banner.tsx';
import { SiteFooter } from '../features/frame/components/site-footer.tsx';
import { SiteHeader } from '../features/frame/components/site-header.tsx';
import { SkipLink } from '../features/frame/components/skip-link.tsx';
import { StagingNotice } from '../features/frame/components/staging-notice.tsx';
import { useRouteEffects } from './use-route-effects.ts';
import { useAffiliateTracking } from '../features/affiliate/hooks/use-affiliate-tracking.ts';
import { useWaitingRoomGuard } from '../features/waiting-room/hooks/use-waiting-room-guard.ts';
import { Loading } from '../shared/ui/loading.tsx';
import { PagePending } from '../shared/ui/page-pending.tsx';
import { useAfterFrame } from '../shared/lib/use-after-frame.ts';
import { PageAfterFrameContext } from '../shared/lib/page-after-frame.ts';
import type { RouteHandle } from '../shared/api/route-module.ts';

/**
 * requirements/frame-and-routing.md §6.1: the cart link is hidden on the VIP registration pages; and once the order is
 * placed and being paid (process, payment pages, pending), where its count no longer means anything (issue 20).
 */
const NO_CART = /^\/(exclusive\/(register|code|register-guest|register-shop|confirmation)|checkout\/(process|pending)|payment\/)/;

/** The abstract 'shop' root: frame around every page. Composes frame, cart and account here (house-style.md §2). */
function ShopLayout() {
  const shop = useShop();
  const cartCount = useAtomValue(cartCountAtom(shop.storagePrefix));
  const cart = useAtomValue(cartAtom(shop.storagePrefix));
  const scope = useQueryScope();
  const session = useSession();
  const signOut = useSignOut();
  const updateCart = useSetAtom(updateCartAtom(shop.storagePrefix));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // requirements/cart.md §4.1: logout clears the cart (its holds are released, not left to expire) and
  // resets orderParams to the default payment mode.
  useOnSignOut(() => {
    for (const token of allReservationTokens(cart)) void releaseReservation(scope.api, scope.locale, token).catch(() => undefined);
    updateCart(() => loggedOutCart(shop.settings.checkout.paymentModes.defaultModeId));
  });
  // Stable between renders, so the memoised header does not render again with every answer.
  const { mutate: signOutNow } = signOut;
  const logout = useCallback(() => {
    signOutNow();
    void navigate(logoutTarget(pathname));
  }, [signOutNow, navigate, pathname]);

  useRouteEffects();
  const entered = useWaitingRoomGuard();
  useAffiliateTracking();
  // The page a task after the frame (issue 12), unless it paints with it; meanwhile its place is held, so the footer
  // stays below the screen (CLS).
  const paintsWithFrame = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.paintsWithFrame === true;
  const framed = useAfterFrame(useContext(PageAfterFrameContext) && !paintsWithFrame);

  return (
    <>
      <SkipLink />
      <StagingNotice />
      <SiteHeader cartCount={cartCount} userStatus={session.status} onLogout={logout} showCart={!NO_CART.test(pathname)} />
      <main className="shop-main" id="main" tabIndex={-1}>
        {!entered ? <Loading /> : framed ? <Outlet context={{ cartCount }} /> : <PagePending />}
      </main>
      <SiteFooter />
      <ConsentBanner />
    </>
  );
}

/** Errors above the pages still get the frame-less generic banner. */
function ShopLayoutError() {
  return (
    <main className="shop-main" id="main" tabIndex={-1}>
      <RouteError />
    </main>
  );
}

export { ShopLayout as Component, ShopLayoutError as ErrorBoundary };
