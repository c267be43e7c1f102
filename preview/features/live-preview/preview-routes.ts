import { paths } from '../../../engine/app/paths.ts';
import type { MenuArea } from '../../../engine/features/shop/api/shop.queries.ts';
import type { MessageKey } from '../../locales/de.ts';

/** A fixed screen of the shop, by URL. */
interface FixedScreen {
  label: MessageKey;
  path: string;
}

/** A detail screen: the first entry of a catalogue list gives the id, looked up at run time. */
interface DetailScreen {
  label: MessageKey;
  first: MenuArea;
  href: (id: number) => string;
}

export type PreviewRoute = FixedScreen | DetailScreen;

export const isDetailScreen = (route: PreviewRoute): route is DetailScreen => 'first' in route;

/**
 * The screens the route picker jumps to, in the order a visitor meets them. Ticket groups, combi
 * groups and content pages come from the draft (draft-screens.ts); screens the shop does not route
 * yet are left out at run time.
 */
export const PREVIEW_ROUTES: PreviewRoute[] = [
  { label: 'route.start', path: paths.start.href() },
  // '/' goes where the draft's start state (general.startState) sends visitors.
  { label: 'route.entry', path: paths.root.href() },
  { label: 'route.museums', path: paths.museums.href() },
  { label: 'route.museum', first: 'museums', href: paths.museum.href },
  { label: 'route.exhibitions', path: paths.exhibitions.href() },
  { label: 'route.exhibition', first: 'exhibitions', href: paths.exhibition.href },
  { label: 'route.events', path: paths.events.href() },
  { label: 'route.event', first: 'events', href: paths.event.href },
  { label: 'route.eventDates', path: paths.eventDates.href() },
  { label: 'route.tours', path: paths.tours.href() },
  { label: 'route.tour', first: 'tours', href: paths.tour.href },
  { label: 'route.merchandiseList', path: paths.merchandiseList.href() },
  { label: 'route.merchandise', first: 'merchandise', href: paths.merchandise.href },
  { label: 'route.search', path: paths.search.href('Museum') },
  { label: 'route.ticketGroups', path: paths.tickets.href() },
  { label: 'route.ticketTypes', path: paths.ticketTypes.href() },
  { label: 'route.ticketList', path: paths.ticketList.href() },
  { label: 'route.ticketFilters', path: paths.ticketFilters.href() },
  { label: 'route.ticketCombi', path: paths.ticketCombi.href() },
  { label: 'route.annualTickets', path: paths.annualTickets.href() },
  { label: 'route.ticketParty', path: paths.ticketParty.href() },
  { label: 'route.coupons', path: paths.coupons.href() },
  { label: 'route.donations', path: paths.donations.href() },
  { label: 'route.cart', path: paths.cart.href() },
  { label: 'route.checkout', path: paths.checkoutUser.href() },
  { label: 'route.guest', path: paths.guest.href() },
  { label: 'route.shippingAddress', path: paths.checkoutShippingAddress.href() },
  { label: 'route.checkoutFailure', path: paths.checkoutFailure.href() },
  { label: 'route.login', path: paths.login.href() },
  { label: 'route.registration', path: paths.registration.href() },
  { label: 'route.confirmation', path: paths.confirmation.href() },
  { label: 'route.passwordReset', path: paths.passwordReset.href() },
  { label: 'route.passwordSuccess', path: paths.passwordSuccess.href() },
  { label: 'route.account', path: paths.account.href() },
  { label: 'route.orders', path: paths.orders.href() },
  { label: 'route.profile', path: paths.profile.href() },
  { label: 'route.addresses', path: paths.addresses.href() },
  { label: 'route.addressNew', path: paths.addressNew.href() },
  { label: 'route.vip', path: paths.vip.href() },
  { label: 'route.vipRegister', path: paths.vipRegister.href() },
  { label: 'route.onePager', path: paths.onePager.href() },
  // Debug keeps the waiting room on screen even when the visitor may enter (requirements/waiting-room.md §4.1).
  { label: 'route.waitingRoom', path: paths.waitingRoom.href(true) },
  { label: 'route.maintenance', path: paths.maintenance.href() },
];

/**
 * Route patterns the picker leaves out on purpose: they show an order, a payment or a token the
 * preview does not have, need a cart item, or are actions rather than screens.
 */
export const NOT_PICKED: string[] = [
  // Reached through the draft's ticket groups and content pages (draft-screens.ts).
  paths.ticketTime.path, paths.page.path,
  paths.checkoutProcess.path, paths.checkoutPending.path, paths.checkoutSuccess.path, paths.checkoutStillPending.path,
  paths.paymentIframe.path, paths.paymentSandbox.path, paths.addressEdit.path,
  // Annual personalisation loads a real order by its token; any other token ends on the error page.
  paths.annualPersonalization.path, paths.annualPersonalizationDetail.path,
  paths.confirmationSuccess.path, paths.ticketPersonalization.path, paths.vipLogout.path,
  // Old booking links only redirect into /tickets; the sitemap is a plain list of links with nothing to style.
  paths.booking.path, paths.sitemap.path,
  // The day plan follows a chosen entry slot of the time selection (group, museum, date, time).
  paths.dayPlan.path,
];
