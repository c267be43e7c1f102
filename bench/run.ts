import { serve } from '@hono/node-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiApp } from '../server/src/app';
import { embeddedDb, postgresDb, type BenchDb } from './databases';
import { measure, PORT, type Measurement } from './measure';
import { printTable } from './table';
import { prepareTargets } from './targets';

/** One database: fixture shop, API on PORT, each target measured in turn, then everything torn down. */
async function benchOn(bench: BenchDb): Promise<Measurement[]> {
  const targets = await prepareTargets(bench.db);
  const app = createApiApp({ db: bench.db, now: () => new Date(), outboxDir: mkdtempSync(join(tmpdir(), 'bench-outbox-')) });
  const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
  try {
    const results: Measurement[] = [];
    for (const target of targets) results.push(await measure(bench.label, target));
    return results;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    // Requests autocannon aborted at the deadline may still be running their handler.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bench.dispose();
  }
}

// `npm run bench` runs every part; `npm run bench -- first-load` (or api, load, render) only the ones named.
const parts = process.argv.slice(2);
const wants = (part: string) => parts.length === 0 || parts.includes(part);

if (wants('api')) {
  const results: Measurement[] = [];
  results.push(...(await benchOn(await embeddedDb())));
  const postgres = await postgresDb();
  if (postgres) results.push(...(await benchOn(postgres)));
  else process.stderr.write('PostgreSQL not reachable (set BENCH_DATABASE_URL); embedded only.\n');
  printTable(results);
}
// Sale-day load (issue 16): hot slot, 140 slots, reads under load, sell-out; PGlite and PostgreSQL with 1 and 2 processes (~3 min per run).
if (wants('load')) await import('./load/run-load.ts');
// The shop side: time-selection screen render with a year of slots (jsdom, ~5 s).
if (wants('render')) await import('./time-selection-render.ts');
// The party calculator's solver for parties of 1..12 (issue 18, target < 50 ms; ~10 s).
if (wants('party')) await import('./party-solver.ts');
// The crowd forecast's backtest on the demo history (issue 18, ~10 s).
if (wants('forecast')) await import('./forecast-backtest.ts');
// First load of start, time selection and cart in Chromium, plus Lighthouse (~5 min).
if (wants('first-load')) await import('./first-load/first-load.ts');
