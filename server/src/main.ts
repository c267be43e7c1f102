import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { runApiProcess } from './api-process';
import { ConfigError, readConfig, type ServerConfig } from './ops/config';
import { runPrimary } from './ops/primary';
import { startBanner } from './ops/start-banner';

/**
 * `npm start`: the API with demo data on the embedded database (or DATABASE_URL), serving the
 * built shop at / and the operator preview at /preview/. WORKERS=N (PostgreSQL only) runs N
 * API processes on one port; settings in docs/deploy.md.
 */
const root = resolve(import.meta.dirname, '../..');

let config: ServerConfig;
try {
  config = readConfig(process.env, root);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

if (config.workers > 1 && cluster.isPrimary) {
  await runPrimary(config);
} else {
  await runApiProcess(config, root);
  if (cluster.isPrimary) {
    process.stderr.write(`\n${startBanner(config, root)}\n\n`);
  }
}
