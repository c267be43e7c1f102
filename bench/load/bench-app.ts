import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { poolOf, type Db } from '../../server/src/db/connect';
import { createLifecycle } from '../../server/src/ops/lifecycle';
import { createMetrics } from '../../server/src/ops/metrics';
import { createServerApp } from '../../server/src/server-app';

/**
 * The API as the bench serves it: the production middleware (drain gate, request log at warn, metrics) on a
 * database the bench has already migrated, a throw-away outbox and no built shop.
 */
export function createBenchApp(db: Db) {
  const lifecycle = createLifecycle();
  lifecycle.migrated = true;
  return createServerApp({
    deps: { db, now: () => new Date(), outboxDir: mkdtempSync(join(tmpdir(), 'bench-outbox-')), shopCacheMs: 1000, displayCacheMs: 1000 },
    staticRoot: join(tmpdir(), 'bench-no-dist'),
    ops: { lifecycle, logger: pino({ level: 'warn' }), metrics: createMetrics(db, () => poolOf(db)) },
  });
}
