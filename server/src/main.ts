import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { openDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo';
import { createServerApp } from './server-app';
import { clockFrom } from './shared/clock';

/**
 * `npm start`: the API with demo data on the embedded database (or DATABASE_URL),
 * serving the built shop at / and the operator preview at /preview/.
 */
const port = Number(process.env.PORT ?? 3000);
const root = resolve(import.meta.dirname, '../..');
const dataDir = process.env.DATA_DIR ?? resolve(root, 'data');
const databaseUrl = process.env.DATABASE_URL;

// The one clock of the process (CLOCK_START: e2e journeys at fixed instants, shared/clock.ts).
const now = clockFrom(process.env.CLOCK_START);
const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: resolve(dataDir, 'pglite') });
await migrateToLatest(db);
await seedDemoDataIfEmpty(db, { log: (line) => console.log(line), now: now() });

const app = createServerApp({
  deps: { db, now, outboxDir: resolve(dataDir, 'outbox') },
  staticRoot: resolve(root, 'dist'),
});

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1' }, () => {
  const base = `http://localhost:${port}`;
  console.log(`\n  Shop     ${base}/  (other demo shop: http://stadtmuseum.localhost:${port}/)`);
  console.log(`  Preview  ${base}/preview/`);
  console.log(`  API      ${base}/api/v4/  (OpenAPI: ${base}/api/v4/openapi.json)`);
  console.log(`  Database ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}/pglite`}\n`);
});

const shutdown = async () => {
  server.close();
  await db.destroy();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
