import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

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
    // E2E_CLOCK_START: the server's clock starts at that instant (e2e/helpers/clock.ts starts the browser's).
    env: { PORT: String(port), ...(process.env.E2E_CLOCK_START ? { CLOCK_START: process.env.E2E_CLOCK_START } : {}) },
    reuseExistingServer: false,
    timeout: 180_000,
    // SIGTERM first, so the server closes its database and the temp data folder is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
