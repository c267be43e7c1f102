import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { runInstant } from './e2e/helpers/clock.ts';

// One clock for the run (e2e/helpers/clock.ts): set here once, inherited by the workers and the server.
process.env.E2E_CLOCK_EPOCH ??= String(Date.now());

/** e2e runs against the built shop and the real server on a fresh embedded database. */
const port = Number(process.env.E2E_PORT ?? 4310);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: `http://127.0.0.1:${port}/`, launchOptions, trace: 'retain-on-failure' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    command: `node scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/v4/version`,
    // The server plays at the run's instant (E2E_CLOCK_START or the default); e2e/helpers/test.ts sets the browsers'.
    env: { PORT: String(port), CLOCK_START: runInstant(), CLOCK_EPOCH: process.env.E2E_CLOCK_EPOCH },
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM first, so the server closes its database and the temp data folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
