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
const allJs = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const rawKb = allJs.reduce((sum, file) => sum + statSync(join(dist, 'assets', file)).size / 1024, 0);
console.log(`shop entry bundle: ${total.toFixed(1)} kB gzip (${files.join(', ')}); budget ${BUDGET_KB} kB`);
console.log(`all JS chunks (shop + preview): ${allJs.length} files, ${rawKb.toFixed(1)} kB raw`);
if (total > BUDGET_KB) {
  console.error(`entry bundle exceeds ${BUDGET_KB} kB gzip`);
  process.exit(1);
}
