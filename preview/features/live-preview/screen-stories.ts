import { matchRoutes } from 'react-router-dom';

/**
 * The Storybook story that shows each shop screen (issue 19: designers and QA go from the preview to the
 * screen's states). Keyed by the route table's patterns (shop-screens.ts); screen-stories.test.ts checks that
 * every pattern is the shop's and every id a story's. Screens without a story of their own have no entry.
 */
const SCREEN_STORIES: Record<string, string> = {
  '/start': 'catalogue-start--default',
  '/museums': 'catalogue-lists--image-layout-photo',
  '/museum/:id': 'catalogue-detail--museum',
  '/exhibitions': 'catalogue-lists--default',
  '/exhibition/:id': 'catalogue-detail--exhibition',
  '/search/:q': 'catalogue-search--default',
  '/page/:id': 'content-contentpage--default',
  '/sitemap': 'content-sitemap--default',
  '/maintenance': 'shop-bootstrap--maintenance',
  '/products/events': 'products-eventslist--default',
  '/products/tours': 'products-tourslist--default',
  '/events/dates': 'products-eventdates--default',
  '/event/:id': 'events-eventdetail--default',
  '/product/tour/:id': 'tours-tourdetail--default',
  '/merchandise/list': 'merchandise-merchandiselist--default',
  '/merchandise/detail/:id': 'merchandise-merchandisedetail--default',
  '/coupons': 'coupons-coupons--default',
  '/tickets/time': 'tickets-time--default',
  '/tickets/groups': 'tickets-groups--default',
  '/tickets/types': 'tickets-types--default',
  '/tickets/filters': 'tickets-list--default',
  '/tickets/personalization': 'tickets-personalization--item-index',
  '/tickets/combi': 'tickets-combi--default',
  '/tickets/annual': 'tickets-annual--default',
  '/annual/personalisation/:token': 'annual-personalisationlist--default',
  '/donations': 'donations-donations--default',
  '/cart': 'cart-cart--default',
  '/checkout/shipping-address': 'checkout-shippingaddress--default',
  '/checkout/process': 'checkout-process--url-parameters',
  '/checkout/pending': 'checkout-pending--loading',
  '/checkout/success': 'checkout-result--default',
  '/checkout/failure': 'checkout-failure--default',
  '/payment/iframe': 'payment-iframe--default',
  '/payment/sandbox': 'payment-sandbox--default',
  '/user/login': 'account-login--default',
  '/user/registration': 'account-registration--default',
  '/user/guest': 'account-guest--default',
  '/checkout/user': 'account-checkoutuser--default',
  '/user/confirmation-success': 'account-confirmationsuccess--default',
  '/user/password-reset': 'account-passwordreset--default',
  '/user/password-success': 'account-passwordsuccess--default',
  '/user/account': 'account-overview--default',
  '/user/orders': 'account-orders--default',
  '/user/profile': 'account-profile--default',
  '/user/addresses': 'account-addresses--default',
  '/user/addresses/new': 'account-addressform--default',
  '/exclusive/register': 'vip-area--default',
  '/waiting-room': 'waitingroom-screen--default',
  '/onepager': 'onepager-onepager--default',
};

/** Every pattern that has a story, for the test. */
export const screenStoryPatterns = (): string[] => Object.keys(SCREEN_STORIES);

/** The story id of the screen a preview URL ('/event/12?date=…') shows, or undefined. */
export function storyIdOfScreen(url: string): string | undefined {
  const routes = Object.keys(SCREEN_STORIES).map((path) => ({ path }));
  const pattern = matchRoutes(routes, url.split('?')[0]!)?.at(-1)?.route.path;
  return pattern ? SCREEN_STORIES[pattern] : undefined;
}

/** Where the built Storybook (served by `npm start`) shows that story. */
export const storybookUrl = (storyId: string): string => `/storybook/?path=/story/${storyId}`;
