import { describe, expect, it } from 'vitest';
import { budgetViolations, screenBudgets, SHOP_LIMITS, staticClosure, type Manifest, type ScreenBudget } from './bundle-budget.ts';

/** A build of an entry, a preloaded router and two routes that share a chunk. */
const manifest: Manifest = {
  'index.html': { file: 'assets/shop.js', isEntry: true, imports: ['_react.js'], css: ['assets/shop.css'] },
  '_react.js': { file: 'assets/react.js' },
  'engine/app/router.tsx': { file: 'assets/router.js', imports: ['_vendor-router.js', 'index.html'] },
  '_vendor-router.js': { file: 'assets/vendor-router.js', imports: ['_react.js'] },
  'time.route.tsx': { file: 'assets/time.js', imports: ['_calendar.js', 'engine/app/router.tsx'], css: ['assets/time.css'] },
  'cart.route.tsx': { file: 'assets/cart.js', imports: ['_calendar.js'] },
  '_calendar.js': { file: 'assets/calendar.js' },
};
const sizes: Record<string, number> = {
  'assets/shop.js': 60, 'assets/react.js': 50, 'assets/router.js': 5, 'assets/vendor-router.js': 30,
  'assets/time.js': 10, 'assets/cart.js': 40, 'assets/calendar.js': 8, 'assets/shop.css': 2, 'assets/time.css': 1,
};
const kb = (file: string) => sizes[file]!;

describe('staticClosure', () => {
  it('follows static imports through every chunk once', () => {
    expect(staticClosure(manifest, ['time.route.tsx']).sort()).toEqual(
      ['_calendar.js', '_react.js', '_vendor-router.js', 'engine/app/router.tsx', 'index.html', 'time.route.tsx'].sort());
  });

  it('fails on a module the build does not have, so a renamed route cannot slip out of the budget', () => {
    expect(() => staticClosure(manifest, ['gone.route.tsx'])).toThrow(/gone\.route\.tsx/);
  });
});

describe('screenBudgets', () => {
  it('counts every chunk a screen loads, not only the entry, and tells the entry\'s apart', () => {
    const [time] = screenBudgets(manifest, 'index.html', [{ name: 'time', modules: ['engine/app/router.tsx', 'time.route.tsx'] }], kb);
    expect(time!.totalKb).toBe(60 + 50 + 5 + 30 + 10 + 8);
    expect(time!.entryKb).toBe(110);
    expect(time!.cssKb).toBe(3);
  });

  it('counts the page\'s own scripts that no module imports (the route preloader) on every screen', () => {
    const [start, time] = screenBudgets(manifest, 'index.html', [{ name: 'start', modules: [] }, { name: 'time', modules: ['time.route.tsx'] }],
      (file) => (file === 'assets/route-preload.js' ? 3 : kb(file)), ['assets/route-preload.js']);
    expect(start!.totalKb).toBe(60 + 50 + 3);
    expect(time!.files.map((file) => file.file)).toContain('assets/route-preload.js');
    expect(start!.entryKb).toBe(110);
  });
});

describe('budgetViolations', () => {
  const budgets = screenBudgets(manifest, 'index.html', [
    { name: 'time', modules: ['engine/app/router.tsx', 'time.route.tsx'] },
    { name: 'cart', modules: ['cart.route.tsx'] },
  ], kb);

  it('names the entry, a screen and a chunk over their limits', () => {
    expect(budgetViolations(budgets, { entryKb: 100, chunkKb: 35, screenKb: 160, screenFiles: 10 })).toEqual([
      'entry: 110.0 kB gzip > 100 kB',
      'time: 163.0 kB gzip of JS > 160 kB',
      'assets/cart.js (cart): 40.0 kB gzip > 35 kB',
    ]);
  });

  it('names a screen of more files than the limit', () => {
    expect(budgetViolations(budgets, { entryKb: 130, chunkKb: 40, screenKb: 170, screenFiles: 5 })).toEqual(['time: 6 JS files > 5']);
  });

  it('is empty when everything fits', () => {
    expect(budgetViolations(budgets, { entryKb: 130, chunkKb: 40, screenKb: 170, screenFiles: 10 })).toEqual([]);
  });
});

describe('SHOP_LIMITS', () => {
  /** A first screen of `totalKb`: the entry and one 30 kB route chunk. */
  const screen = (totalKb: number): ScreenBudget => ({
    name: 'time selection', totalKb, entryKb: totalKb - 30, cssKb: 6,
    files: [{ file: 'assets/shop.js', kb: totalKb - 30, entry: true }, { file: 'assets/time.js', kb: 30, entry: false }],
  });

  it('holds a first screen to issue 12\'s 150 kB of JS and fails the build above it', () => {
    expect(budgetViolations([screen(150)], SHOP_LIMITS)).toEqual([]);
    expect(budgetViolations([screen(150.1)], SHOP_LIMITS)).toEqual(['time selection: 150.1 kB gzip of JS > 150 kB']);
  });

  it('keeps the issue\'s chunk and entry limits', () => {
    const big = screen(140);
    big.files = [{ file: 'assets/shop.js', kb: 130.1, entry: true }, { file: 'assets/router.js', kb: 35.1, entry: false }];
    big.entryKb = 130.1;
    expect(budgetViolations([big], SHOP_LIMITS)).toEqual(['entry: 130.1 kB gzip > 130 kB', 'assets/router.js (time selection): 35.1 kB gzip > 35 kB']);
  });
});
