import type { BrowserContext, Page } from '@playwright/test';

/**
 * The instant every e2e run starts at unless `E2E_CLOCK_START` names another: a Wednesday 10:00 in Berlin, an
 * opening day of every demo museum. playwright.config.ts hands it to the server as CLOCK_START with the wall time
 * it stands for (CLOCK_EPOCH, server/src/shared/clock.ts); `runNow` and the `test` of helpers/test.ts read the same
 * clock, so "now" is one instant for the server, the browsers and the test code whatever the wall clock says
 * (issue 14: journeys failed on Sunday evenings). scripts/e2e-instants.sh replays the time-sensitive journeys at
 * the awkward instants.
 */
export const DEFAULT_RUN_INSTANT = '2026-11-25T10:00:00+01:00';

export const runInstant = (): string => process.env.E2E_CLOCK_START || DEFAULT_RUN_INSTANT;

/** Wall-clock milliseconds at which the run's instant was "now"; set once by playwright.config.ts. */
const runEpoch = (): number => Number(process.env.E2E_CLOCK_EPOCH ?? Date.now());

/** The run's "now": its instant plus the wall time elapsed since the run began. */
export function runNow(): Date {
  return new Date(Date.parse(runInstant()) + (Date.now() - runEpoch()));
}

/** Starts the browser clock of a page or of a whole context (e.g. a second browser) at the run's "now". */
export async function atRunInstant(target: Page | BrowserContext): Promise<void> {
  await target.clock.install({ time: runNow() });
}
