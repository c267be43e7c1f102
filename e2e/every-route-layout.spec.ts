import { expect, type Page } from '@playwright/test';
import { DEMO, logIn } from './helpers/account.ts';
import { addTimeSlotTicket } from './helpers/checkout.ts';
import { axeViolations, consentBanner } from './helpers/shop.ts';
import { berlinSlot, openKunsthalleDay } from './helpers/tickets.ts';
import { test } from './helpers/test.ts';

/**
 * Issue 19 'Done when': every shop route of the route table (engine/app/routes.ts) with demo data,
 * at the narrowest phone and a desktop width: the page is no wider than the viewport (no sideways
 * scrolling) and axe finds nothing. One page per route and width; the cart holds a ticket, and the
 * account routes run signed in. Failures are collected, so one run names every broken route.
 */
const day = openKunsthalleDay(4);
const anonymousRoutes = [
  '/start', '/museums', '/museum/1', '/exhibitions', '/exhibition/1', '/search/Kunst', '/page/agb', '/sitemap', '/maintenance',
  '/products/events', '/products/tours', '/events/dates', '/event/1', '/product/tour/1', '/merchandise/list', '/merchandise/detail/1', '/coupons',
  '/tickets/groups', `/tickets/time?group=timeSlot&date=${day}`, `/tickets/types?group=day&date=${day}`, '/tickets/list?group=flex', '/tickets/filters',
  `/tickets/plan?group=timeSlot&museum_id=1&date=${day}&time=${encodeURIComponent(berlinSlot(day, 16 * 60))}`,
  '/tickets/personalization', '/tickets/combi', `/tickets/party?date=${day}`, '/tickets/annual', '/annual/personalisation/unknown-token',
  '/donations', '/cart', '/checkout/user', '/user/guest', '/checkout/shipping-address', '/checkout/process', '/checkout/pending', '/checkout/success',
  '/checkout/still_pending', '/checkout/failure?errors=Zahlung%20abgelehnt', '/payment/sandbox?orderId=unknown&amount=1400', '/payment/iframe?orderId=unknown&amount=1400',
  '/user/login', '/user/registration', '/user/confirmation', '/user/confirmation-success', '/user/password-reset', '/user/password-success',
  '/exclusive/register', '/exclusive/code', '/waiting-room',
];
const accountRoutes = ['/user/account', '/user/orders', '/user/profile', '/user/addresses', '/user/addresses/new', '/exclusive/logout'];

async function visit(page: Page, route: string, problems: string[]): Promise<void> {
  // A fresh load per route, as a visitor arriving by link: a hash change alone would keep the previous
  // screen (and its heading) up while the next route's chunk loads, and measure that.
  await page.goto('about:blank');
  await page.goto(route.startsWith('http') ? route : `/#${route}`);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.locator('h1').first().waitFor({ timeout: 10_000 }).catch(() => problems.push(`${route}: no h1 within 10 s`));
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scrollWidth > innerWidth) problems.push(`${route}: ${scrollWidth} px wide in a ${innerWidth} px viewport`);
  for (const violation of await axeViolations(page)) problems.push(`${route}: axe ${violation}`);
}

for (const width of [320, 1280]) {
  test(`every route fits ${width} px without sideways scrolling and passes axe`, async ({ page, baseURL }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/#/start');
    const banner = consentBanner(page);
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await addTimeSlotTicket(page, day);
    const problems: string[] = [];
    for (const route of anonymousRoutes) await visit(page, route, problems);
    // The one-pager is the second demo shop's start (onePager on).
    await visit(page, `${baseURL!.replace('127.0.0.1', 'stadtmuseum.localhost')}#/onepager`, problems);
    await page.goto('/#/user/login');
    await logIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
    for (const route of accountRoutes) await visit(page, route, problems);
    expect(problems).toEqual([]);
  });
}
