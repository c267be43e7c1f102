import { Outlet, useLocation } from 'react-router-dom';
import { useAtomValue, useSetAtom } from '../shared/state/jotai.ts';
import { RouteError } from '../shared/ui/route-error.tsx';
import { useShop } from '../features/shop/api/shop.queries.ts';
import { sessionAtom, signOutAtom } from '../features/account/state/session.atoms.ts';
import { cartCountAtom } from '../features/cart/state/cart.atoms.ts';
import { ConsentBanner } from '../features/frame/components/consent-banner.tsx';
import { SiteFooter } from '../features/frame/components/site-footer.tsx';
import { SiteHeader } from '../features/frame/components/site-header.tsx';
import { SkipLink } from '../features/frame/components/skip-link.tsx';
import { StagingNotice } from '../features/frame/components/staging-notice.tsx';
import { useRouteEffects } from './use-route-effects.ts';

/** Spec cart §6: the cart link is hidden on the VIP registration pages. */
const NO_CART = /^\/exclusive\/(register|code|register-guest|register-shop|confirmation)/;

/** The abstract 'shop' root: frame around every page. Composes frame, cart and account here (house style §2). */
function ShopLayout() {
  const shop = useShop();
  const cartCount = useAtomValue(cartCountAtom(shop.storagePrefix));
  const session = useAtomValue(sessionAtom);
  const signOut = useSetAtom(signOutAtom);
  const { pathname } = useLocation();
  useRouteEffects();

  return (
    <>
      <SkipLink />
      <StagingNotice />
      <SiteHeader cartCount={cartCount} userStatus={session.status} onLogout={signOut} showCart={!NO_CART.test(pathname)} />
      <main className="shop-main" id="main" tabIndex={-1}>
        <Outlet />
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
