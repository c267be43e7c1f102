import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import viteConfig from './vite.config.ts';

// A factory: vitest refuses one browser object shared by several projects.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
  instances: [{ browser: 'chromium' as const }],
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['engine/**/*.test.{ts,tsx}', 'booking-summary/**/*.test.ts', 'schemas/**/*.test.ts', 'themes/**/*.test.ts', 'preview/**/*.test.{ts,tsx}', 'tests/engine/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
            setupFiles: ['tests/setup/unit.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          // One retry for timing only: every story boots a whole shop in Chromium, and on a loaded
          // 2-core machine a rare first lookup misses; a real defect still fails both attempts.
          test: { name: 'storybook', browser: browser(), retry: 1 },
        },
      ],
    },
  }),
);
