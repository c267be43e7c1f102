import { resolve } from 'node:path';
import type { Alias, Plugin } from 'vite';

/**
 * React's import names, pointed at preact/compat (issue 12). React DOM alone was about 60 kB gzip
 * of the 195 kB that reached the time selection; Preact 11 with its compat layer is about 11 kB and
 * offers every React 19 API the shop and its libraries call (`use`, `useId`, `useSyncExternalStore`,
 * `startTransition`, `lazy`/`Suspense`, `createRoot`, context as provider, ref as a prop).
 */
const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * react-router's package exports name only its development build, which differs from the production one by
 * its developer warnings being on: checks and messages on every navigation and link render of a visitor's phone.
 * (The package does not export the production files, hence the path.)
 */
const ROUTER_PRODUCTION = resolve(import.meta.dirname, '../node_modules/react-router/dist/production');
const ROUTER_PRODUCTION_ALIASES: Alias[] = [
  { find: /^react-router$/, replacement: `${ROUTER_PRODUCTION}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${ROUTER_PRODUCTION}/dom-export.mjs` },
];

/** The shop's build, told apart from Storybook's, which loads this config but drops its `build` (and its input). */
function isShopBuild(input: unknown): boolean {
  return typeof input === 'object' && input !== null && 'shop' in input;
}

/**
 * Only the shop's production build runs on Preact: the dev server, Vitest and Storybook keep React
 * (React's dev warnings and Storybook's renderer need it), and the e2e suite, which runs the built
 * shop, is what checks the shop on Preact.
 */
export function preactInProduction(): Plugin {
  return {
    name: 'preact-in-production',
    apply: (config, { command }) => command === 'build' && isShopBuild(config.build?.rollupOptions?.input),
    config: () => ({ resolve: { alias: [...PREACT_ALIASES, ...ROUTER_PRODUCTION_ALIASES] } }),
  };
}
