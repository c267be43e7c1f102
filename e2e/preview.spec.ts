/**
 * Why this test exists: the preview stories prove each editor state against a mocked admin API;
 * this proves the whole operator loop against the real server and the built bundles — the session
 * cookie, the draft saved with its revision, the real shop engine re-rendering the draft without a
 * reload, publishing to visitors and rolling back — which no single story or server test covers.
 */
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './helpers/shop.ts';
import { test } from './helpers/test.ts';

const OPERATOR = { email: 'operator@museen.example', password: 'Museen-Operator-2026' };

async function signIn(page: Page) {
  await page.goto('/preview/');
  await page.getByLabel('E-Mail').fill(OPERATOR.email);
  await page.getByLabel('Passwort').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Angemeldet als Museen Operator (Museen am Fluss)')).toBeVisible();
}

const liveNav = (page: Page) => page.getByTestId('live-shop').getByRole('navigation', { name: 'Hauptnavigation' });
const publicNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Entwurf gespeichert' })).toBeVisible();

test('a visitor without an operator session cannot call the admin routes', async ({ request }) => {
  for (const path of ['/api/admin/v1/draft', '/api/admin/v1/versions', '/api/admin/v1/outbox', '/api/admin/v1/schema']) {
    expect((await request.get(path)).status(), path).toBe(401);
  }
  const publish = await request.post('/api/admin/v1/publish', { data: { revision: 1 } });
  expect(publish.status()).toBe(401);
});

test('an operator edits the menu and the one-pager live, publishes, and rolls back', async ({ page, context }) => {
  await signIn(page);
  await expect(liveNav(page).getByRole('link', { name: 'Schnellkauf' })).toHaveCount(0);
  await expect(liveNav(page).getByRole('link', { name: 'Veranstaltungen', exact: true })).toHaveCount(0);

  // Page size 0 turns the events dropdown into a plain link; the live shop follows without a reload.
  await page.getByRole('tab', { name: 'Menüs' }).click();
  await page.locator('#settings-menu_menu_pageSizes_events').fill('0');
  await expect(liveNav(page).getByRole('link', { name: 'Veranstaltungen', exact: true })).toBeVisible();
  // The one-pager shows in the menu only with both its menu item and the one-pager itself switched on.
  await page.locator('#settings-menu_menu_items_onePager').check();
  await expect(liveNav(page).getByRole('link', { name: 'Schnellkauf' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'VIP / One-Pager / Warteraum' }).click();
  await page.locator('#settings-vip-onePager-waitingRoom_onePager_enabled').check();
  await expect(liveNav(page).getByRole('link', { name: 'Schnellkauf' })).toBeVisible();
  await saved(page);

  // Visitors still see the live version until the draft is published.
  const visitor = await context.newPage();
  await visitor.goto('/');
  await expect(publicNav(visitor)).toBeVisible();
  await expect(publicNav(visitor).getByRole('link', { name: 'Schnellkauf' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Veröffentlichen und Verlauf' }).click();
  await page.getByLabel('Kurzbeschreibung (optional)').fill('Events als Link, One-Pager an');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  // Other journeys on this server may have published before: the numbers are not fixed.
  await expect(page.getByText(/^Version \d+ ist jetzt live\.$/)).toBeVisible();

  await visitor.reload();
  await expect(publicNav(visitor).getByRole('link', { name: 'Schnellkauf' })).toBeVisible();
  await expect(publicNav(visitor).getByRole('link', { name: 'Veranstaltungen', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Zurückrollen 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, zurückrollen' }).click();
  await expect(page.getByText(/^Version 1 wurde wieder veröffentlicht \(neue Version \d+\)\.$/)).toBeVisible();
  await expect(liveNav(page).getByRole('link', { name: 'Schnellkauf' })).toHaveCount(0);

  await visitor.reload();
  await expect(publicNav(visitor)).toBeVisible();
  await expect(publicNav(visitor).getByRole('link', { name: 'Schnellkauf' })).toHaveCount(0);
  await expect(publicNav(visitor).getByRole('link', { name: 'Veranstaltungen', exact: true })).toHaveCount(0);
});

/** Issue 20: without a description the version says what changed, counting the fields the operator really changed. */
test('publishing after changing 4 fields records "4 settings changed"', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Menüs' }).click();
  await page.locator('#settings-menu_menu_pageSizes_events').fill('0');
  await page.locator('#settings-menu_menu_pageSizes_tours').fill('3');
  await page.locator('#settings-menu_menu_items_onePager').check();
  await page.getByRole('tab', { name: 'VIP / One-Pager / Warteraum' }).click();
  await page.locator('#settings-vip-onePager-waitingRoom_onePager_enabled').check();
  await saved(page);
  await page.getByRole('tab', { name: 'Veröffentlichen und Verlauf' }).click();
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByText(/^Version \d+ ist jetzt live\.$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: /^4 settings changed: / }).first()).toBeVisible();
  // Back to the seeded version for the other journeys.
  await page.getByRole('button', { name: 'Zurückrollen 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, zurückrollen' }).click();
  await expect(page.getByText(/^Version 1 wurde wieder veröffentlicht \(neue Version \d+\)\.$/)).toBeVisible();
});

test('the mobile width shows the shop’s mobile layout, and the route picker reaches the first bookable event', async ({ page, request }) => {
  await signIn(page);
  const live = page.getByTestId('live-shop');
  await expect(liveNav(page)).toBeVisible();

  // The window stays desktop-wide: only the shop's own width (container queries) can switch the layout.
  await page.getByRole('button', { name: 'Mobil (390 px)' }).click();
  await expect(live.getByRole('button', { name: 'Menü' })).toBeVisible();
  await expect(liveNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
  await expect(liveNav(page)).toBeVisible();

  // The picker takes the id from the shop's own event menu list, so it names an event that exists.
  const events = await request.get('/api/v4/events?with_bookings_in_future=1&by_bookable=true&per_page=2', { headers: { 'X-Shop-Url': 'museen' } });
  const [first] = ((await events.json()) as { events: { id: number; title: string }[] }).events;
  await page.getByLabel('Ansicht im Shop').selectOption({ label: 'Veranstaltung (erste buchbare)' });
  await expect(page.getByLabel('Ansicht im Shop')).toHaveValue(`/event/${first!.id}`);
  await expect(live.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
});

/**
 * Issue 19: the operator tool fits a phone and a laptop without sideways scrolling, on every tab and in
 * both interface languages (the live-preview toolbar used to run off the right edge at 1280 px), and axe
 * finds nothing on any tab.
 */
for (const width of [320, 1280]) {
  test(`the preview fits ${width} px without sideways scrolling on every tab, in German and English${width === 320 ? ', and passes axe' : ''}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await expect(liveNav(page).or(page.getByTestId('live-shop').getByRole('button', { name: 'Menü' }))).toBeVisible();
    const problems: string[] = [];
    const measure = async (where: string) => {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      if (scrollWidth > innerWidth) problems.push(`${where}: ${scrollWidth} px wide in a ${innerWidth} px viewport`);
    };
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      const name = (await tabs.nth(index).textContent()) ?? String(index);
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await measure(`de ${name}`);
      // axe once per tab, at the phone width: the preview stories run it on every tab's states too, and each pass costs seconds.
      if (width === 320) for (const violation of await axeViolations(page)) problems.push(`de ${name}: axe ${violation}`);
    }
    const story = page.getByRole('button', { name: 'Diese Ansicht in Storybook' });
    await story.scrollIntoViewIfNeeded();
    const box = (await story.boundingBox())!;
    if (box.x < 0 || box.x + box.width > width) problems.push(`the Storybook button reaches ${Math.round(box.x + box.width)} px of ${width}`);

    await page.getByLabel('Sprache der Oberfläche').selectOption('en');
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      await measure(`en ${(await tabs.nth(index).textContent()) ?? index}`);
    }
    expect(problems).toEqual([]);
  });
}
