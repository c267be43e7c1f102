import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { ApiApp } from '../http/app-env';
import { drainGate } from './drain-gate';
import { registerHealthRoutes } from './health';
import type { Lifecycle } from './lifecycle';
import type { Metrics } from './metrics';
import { requestLog } from './request-log';

/** What a running server adds around the API: its life cycle, its log and its metrics. */
export interface Ops {
  lifecycle: Lifecycle;
  logger: Logger;
  metrics: Metrics;
}

/** In this order: refuse during the drain, then log and time everything that is let in. */
export function opsMiddleware(ops: Ops): MiddlewareHandler[] {
  return [drainGate(ops.lifecycle), requestLog(ops.logger), ops.metrics.middleware];
}

export function registerOpsRoutes(app: ApiApp, ops: Ops): void {
  registerHealthRoutes(app, ops.lifecycle);
}
