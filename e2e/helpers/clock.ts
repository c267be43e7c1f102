import type { Page } from '@playwright/test';

/**
 * `E2E_CLOCK_START` (an ISO instant with offset): the run's fixed instant. playwright.config.ts hands it to the
 * server as CLOCK_START (server/src/shared/clock.ts), and this starts the browser's clock at the same instant, so
 * "today" is the same day on both sides, whatever the wall clock says. Unset: both use the wall clock.
 */
export async function atRunInstant(page: Page): Promise<void> {
  const start = process.env.E2E_CLOCK_START;
  if (start) await page.clock.install({ time: new Date(start) });
}
