import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** How `npm start` runs, read once from the environment (documented in docs/deploy.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** API processes; more than 1 needs PostgreSQL (the embedded database belongs to one process). */
  workers: number;
  databaseUrl?: string;
  dataDir: string;
  /** Prometheus /metrics on its own port, reachable only where the operator lets it be; absent = off. */
  metricsPort?: number;
  metricsHost: string;
  /** How long a SIGTERM waits for requests in flight before the process exits anyway. */
  drainTimeoutMs: number;
  logLevel: string;
  /** PostgreSQL connections per process. */
  poolSize: number;
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number ≥ ${min}, not "${raw}"`);
  return value;
}

/** WORKERS=auto: one process per core. */
function workerCount(env: NodeJS.ProcessEnv): number {
  if (env.WORKERS === 'auto') return availableParallelism();
  return integer(env, 'WORKERS', 1, 1);
}

export function readConfig(env: NodeJS.ProcessEnv, root: string): ServerConfig {
  const workers = workerCount(env);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError(
      `WORKERS=${env.WORKERS} needs PostgreSQL: set DATABASE_URL=postgres://… . The embedded database (PGlite) lives in one process; without DATABASE_URL run WORKERS=1.`,
    );
  }
  const metricsPort = env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0, 1) : undefined;
  return {
    port: integer(env, 'PORT', 3000, 0),
    host: env.HOST ?? '127.0.0.1',
    workers,
    ...(databaseUrl ? { databaseUrl } : {}),
    dataDir: env.DATA_DIR ?? resolve(root, 'data'),
    ...(metricsPort ? { metricsPort } : {}),
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
    drainTimeoutMs: integer(env, 'DRAIN_TIMEOUT_MS', 25_000, 0),
    logLevel: env.LOG_LEVEL ?? 'info',
    poolSize: integer(env, 'DB_POOL_SIZE', 10, 1),
  };
}
