import type { ApiApp } from '../http/app-env';
import { databaseAnswers } from './health.store';
import type { Lifecycle } from './lifecycle';

/**
 * /healthz: the process runs and its event loop answers (a liveness probe restarts it otherwise).
 * /readyz: it should get traffic: migrations done, the database answers, not draining.
 * Outside /api/v4, so no shop scoping, maintenance gate or CORS applies.
 */
export function registerHealthRoutes(app: ApiApp, lifecycle: Lifecycle): void {
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const checks = {
      migrations: lifecycle.migrated,
      database: await databaseAnswers(c.get('deps').db),
      draining: lifecycle.draining,
    };
    const ready = checks.migrations && checks.database && !checks.draining;
    return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503);
  });
}
