import { test as base } from '@playwright/test';
import { atRunInstant } from './clock.ts';

/**
 * Playwright's `test`, with every page's browser context playing at the run's instant (helpers/clock.ts), so no
 * journey depends on the wall clock. Contexts a journey opens itself call `atRunInstant` too.
 */
export const test = base.extend<{ runClock: void }>({
  runClock: [async ({ context }, use) => {
    await atRunInstant(context);
    await use();
  }, { auto: true }],
});
