import { randomBytes } from 'node:crypto';
import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { ServerConfig } from './config';
import { startMetricsServer } from './metrics-server';

/**
 * WORKERS=N: the primary forks N API processes that share the port (node:cluster hands out
 * connections) and one PostgreSQL database, which holds all state. It serves the summed
 * metrics of its workers, forks a replacement when one dies, and on SIGTERM passes the
 * signal on and exits once every worker drained.
 */
export async function runPrimary(config: ServerConfig): Promise<void> {
  const logger = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  let stopping = false;
  // The workers must verify each other's sandbox payment signatures: one key for all of them (forks inherit the env).
  process.env.PAYMENT_SANDBOX_SECRET ||= randomBytes(32).toString('hex');
  const fork = () => cluster.fork();
  for (let index = 0; index < config.workers; index += 1) fork();

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    logger.error({ worker: worker.id, code, signal }, 'worker died; starting a new one');
    setTimeout(fork, 1_000);
  });

  if (config.metricsPort) {
    const aggregator = new AggregatorRegistry();
    await startMetricsServer({ contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() }, config.metricsPort, config.metricsHost);
  }
  logger.info({ workers: config.workers, port: config.port }, 'primary started');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // A worker stuck past its own drain timeout is not waited for forever.
    setTimeout(() => process.exit(1), config.drainTimeoutMs + 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
