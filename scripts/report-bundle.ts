import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Prints the gzip size of the shop's entry chunk (what a visitor downloads before the
 * first screen) and fails the build above the budget of issue 4 (130 kB).
 */
const BUDGET_KB = 130;
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\.?\/?([^"]+\.js)"/g)].map((match) => match[1]!);
const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\.?\/?([^"]+\.js)"/g)].map((match) => match[1]!);
const files = [...new Set([...entries, ...preloads])];
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
const jsKb = (folder: string) => {
  const files = readdirSync(folder).filter((file) => file.endsWith('.js'));
  return { count: files.length, kb: files.reduce((sum, file) => sum + statSync(join(folder, file)).size / 1024, 0) };
};
const shopJs = jsKb(join(dist, 'assets'));
const previewJs = jsKb(join(dist, 'preview', 'assets'));
console.log(`shop entry bundle: ${total.toFixed(1)} kB gzip (${files.join(', ')}); budget ${BUDGET_KB} kB`);
console.log(`shop JS: ${shopJs.count} lazy-loaded chunks, ${shopJs.kb.toFixed(1)} kB raw; operator preview (built separately): ${previewJs.count} files, ${previewJs.kb.toFixed(1)} kB raw`);
if (total > BUDGET_KB) {
  console.error(`entry bundle exceeds ${BUDGET_KB} kB gzip`);
  process.exit(1);
}
