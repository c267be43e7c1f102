import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Alias, ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { preactInProduction } from './vite-preact.ts';

const plugin = preactInProduction();
const applies = (config: UserConfig, command: ConfigEnv['command']) =>
  (plugin.apply as (config: UserConfig, env: ConfigEnv) => boolean)(config, { command, mode: 'production' });
const aliases = () => ((plugin.config as () => UserConfig)().resolve?.alias ?? []) as Alias[];
const shopBuild: UserConfig = { build: { rollupOptions: { input: { shop: 'index.html' } } } };

/** Every React module the engine imports by name (react, react-dom/client, …), plus the JSX runtime the compiler adds. */
function engineReactImports(): string[] {
  const files = readdirSync('engine', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
  const found = files.flatMap((file) => [...readFileSync(join('engine', file), 'utf8').matchAll(/from '(react(?:-dom)?(?:\/[\w-]+)?)'/g)].map((match) => match[1]!));
  return [...new Set([...found, 'react/jsx-runtime'])];
}

describe('preactInProduction', () => {
  it('applies to the shop\'s build only: not the dev server or Vitest, not Storybook\'s build (no shop input)', () => {
    expect(applies(shopBuild, 'build')).toBe(true);
    expect(applies(shopBuild, 'serve')).toBe(false);
    expect(applies({}, 'build')).toBe(false);
  });

  it('points every React module the engine imports at Preact, and leaves the React libraries alone', () => {
    const resolved = (id: string) => aliases().find((alias) => (alias.find as RegExp).test(id))?.replacement;
    const imports = engineReactImports();
    expect(imports).toContain('react-dom/client');
    for (const id of imports) expect(resolved(id), id).toMatch(/^preact\//);
    for (const id of ['react-router-dom', 'react-i18next', 'react-dom/server']) expect(resolved(id), id).toBeUndefined();
  });
});
