import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { openDb } from '../server/src/db/connect';
import { createBenchApp } from './load/bench-app';

/**
 * One bench API server on DATABASE_URL and PORT with the production middleware (drain gate,
 * request log at warn, metrics), WORKERS=N processes like `npm start`. The bench prepared the
 * database (migrated, fixture shop) before starting it; there is no demo seed here.
 * Pools of DB_POOL_SIZE (default 4 here) per process, sized to this 2-core database as docs/deploy.md advises: with 10
 * per process, ten backends queued on a hot slot's counter row and PostgreSQL spent a third more CPU per order on the
 * waiting (hot slot p95 113 ms against 89–94 ms with 4).
 */
const workers = Number(process.env.WORKERS ?? 1);
if (cluster.isPrimary && workers > 1) {
  for (let index = 0; index < workers; index += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const db = await openDb({ databaseUrl: process.env.DATABASE_URL!, poolSize: Number(process.env.DB_POOL_SIZE ?? 4) });
  const app = createBenchApp(db);
  serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
  process.on('SIGTERM', () => void db.destroy().then(() => process.exit(0)));
}
