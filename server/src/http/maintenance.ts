import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** Monitoring and API docs keep working while the operator works on the shop. */
const ALWAYS_OPEN = new Set(['/api/v4/version', '/api/v4/openapi.json']);

/** docs/team-notes.md: in maintenance every other route answers 503 and the engine shows its maintenance page. */
export const maintenanceGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('shop').maintenance && !ALWAYS_OPEN.has(c.req.path)) {
    throw new ApiError(503, 'maintenance');
  }
  await next();
};
