import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { nextTask } from '../shared/lib/next-task.ts';
import { Loading } from '../shared/ui/loading.tsx';
import { PageLoading } from '../shared/ui/page-loading.tsx';
import type { RouteContext } from '../shared/api/route-context.ts';
import type { RouteModule } from '../shared/api/route-module.ts';
import { paths } from './paths.ts';
import { bookingRedirect } from './booking-redirect.ts';
import { startRedirect } from './start-redirect.ts';

/** A loader that starts only once the shop is prepared; the route's chunk loads meanwhile. */
const whenReady = (context: RouteContext, loader: LoaderFunction): LoaderFunction => async (args) => {
  await context.ready;
  return loader(args);
};

/** A route module's screens, with its loader bound to this shop instance. */
const bound = (context: RouteContext, module: RouteModule) =>
  ({ Component: module.Component, ErrorBoundary: module.ErrorBoundary, handle: module.handle, loader: module.loader && whenReady(context, module.loader(context)) });

/** Loads a route module on first visit and binds its loader to this shop instance. */
const lazyModule = (context: RouteContext, load: () => Promise<RouteModule>) => async () => {
  // Each route's import in a task of its own, not inside the router's creation: Vite's preload
  // helper adds a <link> per chunk the route needs, some thirty for layout and page (issue 12).
  await nextTask();
  return bound(context, await load());
};

/** Route modules a caller already holds: their routes are not lazy. */
export interface EagerRoutes {
  layout?: RouteModule;
  start?: RouteModule;
}

/**
 * The one route table (house-style.md §9). Root = the abstract 'shop' state with header and footer.
 * Every page is a lazy module, except what `eager` brings: the live shop's entry brings the frame and
 * the start page (create-shop.ts, issue 12).
 */
export function createShopRoutes(context: RouteContext, eager: EagerRoutes = {}): RouteObject[] {
  // A page loaded on first visit. With the frame at hand (the live shop's eager layout), the frame renders
  // with the page's place held until the page's chunk and loader are in (issue 12): a data router's first
  // render waits for every matched route's `lazy` and loader, and the header, notice and consent banner,
  // which need none of the page, waited too. Storybook and the preview keep their first render as it was.
  const pending = eager.layout ? { HydrateFallback: PageLoading } : {};
  const lazyPage = (path: string | undefined, load: () => Promise<RouteModule>) => ({ path, ...pending, lazy: lazyModule(context, load) });
  const route = (path: string, load: () => Promise<RouteModule>, module?: RouteModule): RouteObject =>
    (module ? { path, ...bound(context, module) } : lazyPage(path, load));
  return [
    {
      path: paths.root.path,
      HydrateFallback: Loading,
      ...(eager.layout ? bound(context, eager.layout) : { lazy: lazyModule(context, () => import('./shop-layout.route.tsx')) }),
      children: [
        { index: true, loader: whenReady(context, startRedirect(context)) },
        route(paths.start.path, () => import('../features/catalogue/routes/start.route.tsx'), eager.start),
        route(paths.museums.path, () => import('../features/catalogue/routes/museums.route.tsx')),
        route(paths.museum.path, () => import('../features/catalogue/routes/museum.route.tsx')),
        route(paths.exhibitions.path, () => import('../features/catalogue/routes/exhibitions.route.tsx')),
        route(paths.exhibition.path, () => import('../features/catalogue/routes/exhibition.route.tsx')),
        route(paths.search.path, () => import('../features/catalogue/routes/search.route.tsx')),
        route(paths.page.path, () => import('../features/content/routes/content-page.route.tsx')),
        route(paths.sitemap.path, () => import('../features/content/routes/sitemap.route.tsx')),
        route(paths.maintenance.path, () => import('../features/shop/routes/maintenance.route.tsx')),
        route(paths.events.path, () => import('../features/products/routes/events-list.route.tsx')),
        route(paths.tours.path, () => import('../features/products/routes/tours-list.route.tsx')),
        route(paths.eventDates.path, () => import('../features/products/routes/event-dates.route.tsx')),
        route(paths.event.path, () => import('../features/events/routes/event.route.tsx')),
        route(paths.tour.path, () => import('../features/tours/routes/tour.route.tsx')),
        route(paths.merchandiseList.path, () => import('../features/merchandise/routes/merchandise-list.route.tsx')),
        route(paths.merchandise.path, () => import('../features/merchandise/routes/merchandise-detail.route.tsx')),
        route(paths.coupons.path, () => import('../features/coupons/routes/coupons.route.tsx')),
        route(paths.ticketTime.path, () => import('../features/tickets/routes/time.route.tsx')),
        route(paths.dayPlan.path, () => import('../features/day-planner/routes/day-plan.route.tsx')),
        route(paths.tickets.path, () => import('../features/tickets/routes/groups.route.tsx')),
        route(paths.ticketTypes.path, () => import('../features/tickets/routes/types.route.tsx')),
        route(paths.ticketList.path, () => import('../features/tickets/routes/list.route.tsx')),
        route(paths.ticketFilters.path, () => import('../features/tickets/routes/list.route.tsx')),
        route(paths.ticketPersonalization.path, () => import('../features/tickets/routes/personalization.route.tsx')),
        route(paths.ticketCombi.path, () => import('../features/tickets/routes/combi.route.tsx')),
        route(paths.ticketParty.path, () => import('../features/party/routes/party.route.tsx')),
        route(paths.annualTickets.path, () => import('../features/tickets/routes/annual.route.tsx')),
        { path: paths.booking.path, loader: bookingRedirect },
        {
          // Spec browsing 'Annual ticket personalisation': the abstract state loads the order by its token.
          ...lazyPage(paths.annualPersonalization.path, () => import('../features/annual/routes/annual-personalization.route.tsx')),
          children: [
            { index: true, ...lazyPage(undefined, () => import('../features/annual/routes/annual-list.route.tsx')) },
            route(paths.annualPersonalizationDetail.path, () => import('../features/annual/routes/annual-detail.route.tsx')),
          ],
        },
        route(paths.donations.path, () => import('../features/donations/routes/donations.route.tsx')),
        route(paths.cart.path, () => import('../features/cart/routes/cart.route.tsx')),
        route(paths.checkoutShippingAddress.path, () => import('../features/checkout/routes/shipping-address.route.tsx')),
        route(paths.checkoutProcess.path, () => import('../features/checkout/routes/process.route.tsx')),
        route(paths.checkoutPending.path, () => import('../features/checkout/routes/pending.route.tsx')),
        route(paths.checkoutSuccess.path, () => import('../features/checkout/routes/success.route.tsx')),
        route(paths.checkoutStillPending.path, () => import('../features/checkout/routes/still-pending.route.tsx')),
        route(paths.checkoutFailure.path, () => import('../features/checkout/routes/failure.route.tsx')),
        route(paths.paymentIframe.path, () => import('../features/payment/routes/iframe.route.tsx')),
        route(paths.paymentSandbox.path, () => import('../features/payment/routes/sandbox.route.tsx')),
        route(paths.login.path, () => import('../features/account/routes/login.route.tsx')),
        route(paths.registration.path, () => import('../features/account/routes/registration.route.tsx')),
        route(paths.guest.path, () => import('../features/account/routes/guest.route.tsx')),
        route(paths.checkoutUser.path, () => import('../features/account/routes/checkout-user.route.tsx')),
        route(paths.confirmation.path, () => import('../features/account/routes/confirmation.route.tsx')),
        route(paths.confirmationSuccess.path, () => import('../features/account/routes/confirmation-success.route.tsx')),
        route(paths.passwordReset.path, () => import('../features/account/routes/password-reset.route.tsx')),
        route(paths.passwordSuccess.path, () => import('../features/account/routes/password-success.route.tsx')),
        route(paths.account.path, () => import('../features/account/routes/account.route.tsx')),
        route(paths.orders.path, () => import('../features/account/routes/orders.route.tsx')),
        route(paths.profile.path, () => import('../features/account/routes/profile.route.tsx')),
        route(paths.addresses.path, () => import('../features/account/routes/addresses.route.tsx')),
        route(paths.addressNew.path, () => import('../features/account/routes/address-new.route.tsx')),
        route(paths.addressEdit.path, () => import('../features/account/routes/address-edit.route.tsx')),
        route(paths.vipRegister.path, () => import('../features/vip/routes/vip-register.route.tsx')),
        route(paths.vip.path, () => import('../features/vip/routes/vip-code.route.tsx')),
        route(paths.vipLogout.path, () => import('../features/vip/routes/vip-logout.route.tsx')),
        route(paths.waitingRoom.path, () => import('../features/waiting-room/routes/waiting-room.route.tsx')),
        route(paths.onePager.path, () => import('../features/one-pager/routes/one-pager.route.tsx')),
        { path: '*', loader: whenReady(context, startRedirect(context)) },
      ],
    },
  ];
}
