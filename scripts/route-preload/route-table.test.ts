import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../../engine/app/paths.ts';
import { patternSource, routeSources } from './route-table.ts';

describe('the route table as the route preloader reads it (issue 12)', () => {
  const table = readFileSync('engine/app/routes.ts', 'utf8');

  it('finds every page route of engine/app/routes.ts with its pattern and module', () => {
    const sources = routeSources(table, paths);
    const lazyPages = [...table.matchAll(/route\(paths\.\w+\.path/g)].length;
    expect(sources).toHaveLength(lazyPages);
    expect(sources.length).toBeGreaterThan(40);
    expect(sources).toContainEqual({ path: '/tickets/time', module: 'engine/features/tickets/routes/time.route.tsx' });
    expect(sources).toContainEqual({ path: '/cart', module: 'engine/features/cart/routes/cart.route.tsx' });
  });

  it('names a pattern that paths.ts lacks', () => {
    expect(() => routeSources("route(paths.nowhere.path, () => import('./x.route.tsx'))", paths)).toThrow(/paths\.nowhere/);
  });

  it('matches like react-router: params are one segment, a star the rest, a trailing slash optional', () => {
    const matches = (pattern: string, path: string) => new RegExp(patternSource(pattern), 'i').test(path);
    expect(matches('/tickets/time', '/tickets/time')).toBe(true);
    expect(matches('/tickets/time', '/Tickets/Time/')).toBe(true);
    expect(matches('/tickets/time', '/tickets/timeline')).toBe(false);
    expect(matches('/museum/:id', '/museum/4')).toBe(true);
    expect(matches('/museum/:id', '/museum/4/more')).toBe(false);
    expect(matches('/shop/*', '/shop/a/b')).toBe(true);
    expect(matches('/shop/*', '/shop')).toBe(true);
  });
});
