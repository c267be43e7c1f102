import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';

/**
 * Issue 19: the server that `npm start` runs serves the built Storybook at /storybook/ (npm test builds
 * storybook-static before the e2e run), with its mocked API, so designers and QA need no second command.
 */
test('the built Storybook answers at /storybook/ and its frame renders a story with mocked data', async ({ page, request }) => {
  const manager = await request.get('/storybook/');
  expect(manager.status()).toBe(200);
  expect(await manager.text()).toContain('storybook');
  const index = await request.get('/storybook/index.json');
  expect(index.status()).toBe(200);
  expect(Object.keys(((await index.json()) as { entries: Record<string, unknown> }).entries)).toContain('content-sitemap--default');

  await page.goto('/storybook/iframe.html?id=content-sitemap--default&viewMode=story');
  await expect(page.getByRole('heading', { name: 'Sitemap', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Bereiche des Shops' })).toBeVisible();
  // The mock worker lives under /storybook/, so it cannot take over the shop at /.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toMatch(/\/storybook\/$/);
});
