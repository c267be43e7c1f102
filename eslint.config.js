import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'data', 'scratch', 'public/mockServiceWorker.js', 'engine/settings/validate-settings.gen.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['engine/**/*.{ts,tsx}', 'preview/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@tanstack/query/exhaustive-deps': 'error',
      '@tanstack/query/prefer-query-options': 'error',
    },
  },
  {
    // house-style.md §3: kebab-case file names; house-style.md §2: no barrels inside the engine.
    files: ['engine/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['server/src/db/migrations/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      'check-file/filename-blocklist': ['error', { 'engine/**/index.ts': '*.ts' }],
    },
  },
  {
    // Server data layer: only stores (store.ts, *.store.ts) and db/ talk to the database; routes, rules
    // and JSON builders call intent-named store functions. Type imports of kysely stay allowed.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/store.ts', 'server/src/**/*.store.ts', 'server/src/db/**', 'server/src/**/*.test.ts', 'server/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [
        { name: 'kysely', allowTypeImports: true, message: 'Query the database in a store (store.ts or <x>.store.ts) of the feature.' },
      ] }],
      'no-restricted-syntax': ['error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|transaction)$/]',
          message: 'Kysely queries and transactions belong in a store (store.ts or <x>.store.ts) of the feature.',
        },
        { selector: 'TaggedTemplateExpression[tag.name="sql"]', message: 'Raw SQL belongs in a store (store.ts or <x>.store.ts) of the feature.' },
        { selector: 'CallExpression[callee.object.name="sql"]', message: 'Raw SQL belongs in a store (store.ts or <x>.store.ts) of the feature.' },
      ],
    },
  },
  {
    // Features, http/, shared/ and db/ are composed by app.ts; importing it back would tie every module
    // to every other one. Only server-app.ts, main.ts and the test helper build the app.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/*.ts', 'server/src/testing/test-server.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: '(^|/)(server-)?app(\\.ts)?$', message: 'Features do not import the app; register routes on the ApiApp you are given.' },
      ] }],
    },
  },
  {
    // house-style.md §2: imports flow shared → features → app. A feature reaches another feature only
    // through its api/*.queries.ts. The feature name is captured from the path, so new features need
    // no entry here. Stories, tests, Storybook, the preview and the 5-line engine/main.tsx sit outside
    // these elements and are unrestricted.
    //
    // The cart line (its type, the attendee and next-step rules, the ordered line's download rule)
    // lives in engine/shared/cart-line, not in a feature: tickets, events, tours, coupons and
    // merchandise write lines, the cart, checkout, the account and the one-pager read them. As part
    // of shared it may import no feature, so it can never close a cycle, and no exception is needed
    // for everyone to import it. Copies of it per feature were what this rule used to cause.
    //
    // Stories sit in the feature they show (house-style.md §13) but are test code: like tests/, they
    // may set up any feature's state (a cart for the account's screen), so the rule skips them.
    files: ['engine/**/*.{ts,tsx}'],
    ignores: ['engine/**/stories/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['engine/**/*', 'themes/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'engine/shared' },
        { type: 'settings', pattern: 'engine/settings' },
        { type: 'themes', pattern: 'themes' },
        { type: 'feature', pattern: 'engine/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'engine/app' },
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        policies: [
          { from: { element: { types: { anyOf: ['shared', 'settings', 'themes'] } } }, allow: { to: { element: { types: { anyOf: ['shared', 'settings', 'themes'] } } } } },
          {
            from: { element: { type: 'feature' } },
            allow: [
              { to: { element: { types: { anyOf: ['shared', 'settings', 'themes'] } } } },
              { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
              { to: { element: { type: 'feature' }, file: { path: 'engine/features/*/api/*.queries.ts' } } },
              // Documented exception: paths.ts imports nothing, so links through it cannot create a cycle.
              { to: { element: { type: 'app' }, file: { path: 'engine/app/paths.ts' } } },
            ],
          },
          {
            // house-style.md §2: "compose those in app/ or in route modules" — a feature's route modules
            // and its hooks (the logic those modules compose) may use another feature's atoms,
            // components, hooks and sections (e.g. tickets add to the cart, checkout empties it, a
            // museum page shows the ticket widget), never its lib/ internals.
            from: { element: { type: 'feature' }, file: { path: ['engine/features/*/routes/**', 'engine/features/*/hooks/**'] } },
            allow: [
              { to: { element: { type: 'feature' }, file: { path: 'engine/features/*/state/*.atoms.ts' } } },
              { to: { element: { type: 'feature' }, file: { path: 'engine/features/*/components/**' } } },
              { to: { element: { type: 'feature' }, file: { path: 'engine/features/*/hooks/use-*.ts' } } },
              { to: { element: { type: 'feature' }, file: { path: 'engine/features/*/routes/*-section.tsx' } } },
            ],
          },
          { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['shared', 'settings', 'themes', 'feature', 'app'] } } } } },
        ],
      }],
    },
  },
  {
    // house-style.md §8: engine code reaches jotai only through its own store wrapper.
    files: ['engine/**/*.{ts,tsx}', 'preview/**/*.{ts,tsx}'],
    ignores: ['engine/shared/state/jotai.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [
        { name: 'jotai', message: 'Import from engine/shared/state/jotai.ts (isolated store per shop instance).' },
        { name: 'jotai/utils', message: 'Import from engine/shared/state/jotai.ts.' },
      ] }],
    },
  },
);
