import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetViolations, screenBudgets, SHOP_LIMITS as LIMITS, type FirstScreen, type Manifest } from './bundle-budget.ts';

/**
 * The first screens' download budget (issue 12), checked after every build: for the start page,
 * the time selection and the cart, everything the shop loads before it shows them — the entry with
 * its static imports (the router, the frame's layout route, the start page and the German texts among
 * them) and the other page routes with theirs.
 * Fails the build above any limit of SHOP_LIMITS (scripts/bundle-budget.ts).
 */
const SCREENS: FirstScreen[] = [
  { name: 'start', modules: [] },
  { name: 'time selection', modules: ['engine/features/tickets/routes/time.route.tsx'] },
  { name: 'cart', modules: ['engine/features/cart/routes/cart.route.tsx'] },
];

// The folder a build wrote (scripts/build/build.ts passes its fresh one); dist/ by default.
const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
// Scripts of the page that no module imports (the route preloader, scripts/vite-route-preload.ts).
const moduleFiles = new Set(Object.values(manifest).map((chunk) => chunk.file));
const pageScripts = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="\.\/([^"]+)"/g)]
  .map((match) => match[1]!).filter((file) => !moduleFiles.has(file));
const budgets = screenBudgets(manifest, 'index.html', SCREENS, gzipKb, pageScripts);
for (const budget of budgets) {
  const biggest = budget.files.filter((file) => !file.entry).sort((a, b) => b.kb - a.kb).slice(0, 4)
    .map((file) => `${file.file.replace('assets/', '')} ${file.kb.toFixed(1)}`).join(', ');
  console.log(`${budget.name.padEnd(15)} JS ${budget.totalKb.toFixed(1)} kB gzip in ${budget.files.length} files (entry ${budget.entryKb.toFixed(1)}; largest others: ${biggest}), CSS ${budget.cssKb.toFixed(1)} kB`);
}
const jsKb = (folder: string) => {
  const files = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.js')) : [];
  return { count: files.length, kb: files.reduce((sum, file) => sum + statSync(join(folder, file)).size / 1024, 0) };
};
const shopJs = jsKb(join(dist, 'assets'));
const previewJs = jsKb(join(dist, 'preview', 'assets'));
console.log(`budgets: entry ${LIMITS.entryKb} kB, other chunks ${LIMITS.chunkKb} kB, a first screen's JS ${LIMITS.screenKb} kB (gzip -9) in at most ${LIMITS.screenFiles} files`);
console.log(`shop JS: ${shopJs.count} chunks, ${shopJs.kb.toFixed(1)} kB raw; operator preview (built separately): ${previewJs.count} files, ${previewJs.kb.toFixed(1)} kB raw`);
const violations = budgetViolations(budgets, LIMITS);
if (violations.length) {
  console.error(`over budget:\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
