import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { pino, type Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { openDb, poolOf, type Db } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo';
import { createServerApp } from './server-app';
import { clockFrom } from './shared/clock';
import type { ServerConfig } from './ops/config';
import { createLifecycle, waitForIdle } from './ops/lifecycle';
import { createMetrics } from './ops/metrics';
import { startMetricsServer } from './ops/metrics-server';
import { withStartupLock } from './ops/startup.store';

async function prepareDatabase(db: Db, config: ServerConfig, logger: Logger, now: () => Date): Promise<void> {
  const prepare = async () => {
    await migrateToLatest(db);
    await seedDemoDataIfEmpty(db, { log: (line) => logger.info(line), now: now() });
  };
  if (config.databaseUrl) await withStartupLock(db, prepare);
  else await prepare();
}

/**
 * One API process: database ready, the shop on PORT, and on SIGTERM (or SIGINT) a drain:
 * /readyz fails, the port closes, requests already inside a handler finish (an order is placed
 * or not, never half), then the pool closes. In a cluster, the primary owns the port and the
 * metrics endpoint; this process hands its registry to the primary's aggregator.
 */
export async function runApiProcess(config: ServerConfig, root: string): Promise<void> {
  const logger = pino({ level: config.logLevel, base: { pid: process.pid, ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}) } });
  const db = await openDb(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.poolSize } : { dataDir: resolve(config.dataDir, 'pglite') });
  const lifecycle = createLifecycle();
  // The one clock of the process (CLOCK_START: e2e journeys at fixed instants, shared/clock.ts).
  const now = clockFrom(process.env.CLOCK_START, Date.now, process.env.CLOCK_EPOCH);
  await prepareDatabase(db, config, logger, now);
  lifecycle.migrated = true;

  const metrics = createMetrics(db, () => poolOf(db));
  const app = createServerApp({
    deps: { db, now, outboxDir: resolve(config.dataDir, 'outbox'), shopCacheMs: 1000, displayCacheMs: 1000, historyCacheMs: 10 * 60_000 },
    staticRoot: resolve(root, 'dist'),
    storybookRoot: resolve(root, 'storybook-static'),
    ops: { lifecycle, logger, metrics },
  });
  if (cluster.isWorker) {
    // prom-client answers the primary's scrape requests only once an AggregatorRegistry exists in the worker.
    AggregatorRegistry.setRegistries([metrics.registry]);
    new AggregatorRegistry();
  }
  const metricsServer = !cluster.isWorker && config.metricsPort
    ? await startMetricsServer(metrics.registry, config.metricsPort, config.metricsHost)
    : undefined;

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info({ port: config.port, host: config.host, database: config.databaseUrl ? 'postgresql' : 'pglite' }, 'listening');
  });

  const drain = async (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    logger.info({ signal, inFlight: lifecycle.inFlight }, 'draining');
    const closed = new Promise((done) => server.close(done));
    const finished = await waitForIdle(lifecycle, config.drainTimeoutMs);
    if (!finished) {
      logger.warn({ inFlight: lifecycle.inFlight }, 'drain timeout: closing the connections still open');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }
    // Responses sent during the drain carry Connection: close, so the sockets end by themselves.
    await Promise.race([closed, new Promise((done) => setTimeout(done, 2_000))]);
    metricsServer?.close();
    await db.destroy();
    logger.info('stopped');
    logger.flush?.();
    process.exit(0);
  };
  process.on('SIGTERM', () => void drain('SIGTERM'));
  process.on('SIGINT', () => void drain('SIGINT'));
}
