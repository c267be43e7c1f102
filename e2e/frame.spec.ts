/**
 * Why this test exists: the stories prove each frame state against mocked data; this proves the
 * frame works against the real server, seeded demo data and the built bundle — the bootstrap, lazy
 * locale chunks, hash routing with ?lang, browser storage across reloads, and the host-based choice
 * of the shop. It is the smoke test every later journey builds on.
 */
import { expect } from '@playwright/test';
import { axeViolations, consentBanner, languageButton, openShop } from './helpers/shop.ts';
import { test } from './helpers/test.ts';

test('the start page shows the museums of the demo data and has no axe violations', async ({ page }) => {
  await openShop(page);
  await expect(page).toHaveURL(/#\/start/);
  await expect(page.getByRole('heading', { name: 'Museen am Fluss', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kunsthalle am Fluss', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naturkundemuseum', exact: true }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('switching to English changes the texts, puts lang=en in the URL and survives a reload', async ({ page }) => {
  await openShop(page);
  await languageButton(page, 'en').click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Riverside Kunsthalle' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]lang=en/);
  await expect(languageButton(page, 'en')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Riverside Kunsthalle' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching back to German after English restores the German texts, the URL and the stored choice', async ({ page }) => {
  await openShop(page);
  await languageButton(page, 'en').click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await languageButton(page, 'de').click();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]lang=de/);
  await expect(languageButton(page, 'de')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kunsthalle am Fluss', exact: true }).first()).toBeVisible();
});

test('a link that changes ?lang in the running shop switches the language', async ({ page }) => {
  await openShop(page);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await page.evaluate(() => {
    location.hash = '#/start?lang=en';
  });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(languageButton(page, 'en')).toHaveAttribute('aria-pressed', 'true');
});

test('a footer link opens the content page', async ({ page }) => {
  await openShop(page);
  // The consent banner sits over the bottom of the page until the visitor decides.
  await consentBanner(page).getByRole('button', { name: 'Ablehnen' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(/#\/page\/impressum/);
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeAttached();
  await expect(page.getByRole('main')).toContainText('Uferpromenade 12');
});

test('accepting consent hides the banner, also after a reload', async ({ page }) => {
  await openShop(page);
  await expect(consentBanner(page)).toBeVisible();
  await consentBanner(page).getByRole('button', { name: 'Zustimmen' }).click();
  await expect(consentBanner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(consentBanner(page)).toBeHidden();
});

test('the second demo shop answers on its own host with its own name', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:4310/').port;
  await openShop(page, `http://stadtmuseum.localhost:${port}/`);
  // Its configured start state is the one-pager (schemas/examples/stadtmuseum.json). Which day tickets it lists
  // depends on the hour (none on its closed Monday, none late on a Sunday): the page itself is what counts here.
  await expect(page).toHaveURL(/#\/onepager/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`http://stadtmuseum.localhost:${port}/#/start`);
  await expect(page.getByRole('heading', { name: 'Stadtmuseum Lindenau', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sprache wählen' }).getByRole('button')).toHaveCount(2);
});

test('at 1280 px the main menu lies on one row, in German and in English (issue 19)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openShop(page);
  for (const language of ['de', 'en'] as const) {
    if (language === 'en') await languageButton(page, 'en').click();
    const nav = page.getByRole('navigation', { name: language === 'de' ? 'Hauptnavigation' : 'Main navigation' });
    await expect(nav).toBeVisible();
    const tops = await nav.locator('.nav__entries > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(5);
    expect(new Set(tops).size, `menu rows at ${tops.join(', ')}`).toBe(1);
  }
});

test('on phones from 320 px the logo stays readable and cart and menu stay whole (issue 19)', async ({ page }) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // The main menu sits behind the Menü button here, so openShop's wait for it doesn't apply.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const logo = page.getByRole('img', { name: 'Museen am Fluss' }).first();
    await expect(logo).toBeVisible();
    // The demo logo is a two-line wordmark 48 units high: at 36 px its text is about 13 px, below that unreadable.
    const box = (await logo.boundingBox())!;
    expect(box.height, `logo at ${width} px`).toBeGreaterThanOrEqual(36);
    for (const control of [page.getByRole('link', { name: /^Warenkorb/ }), page.getByRole('button', { name: 'Menü' })]) {
      const { x, width: controlWidth } = (await control.boundingBox())!;
      expect(x + controlWidth, `right edge at ${width} px`).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
});
