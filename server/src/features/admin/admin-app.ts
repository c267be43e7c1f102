import { OpenAPIHono } from '@hono/zod-openapi';
import { errorHandler } from '../../http/error-handler';
import { validationHook } from '../../http/validation-hook';
import type { AdminEnv } from './admin-env';
import { DraftConflict } from './draft-conflict';
import { requireOperator } from './require-operator';

export type AdminApp = OpenAPIHono<AdminEnv>;

export const ADMIN_PREFIX = '/api/admin/v1';

/** Reachable without a session: signing in and out, and the API description. */
const OPEN = new Set(['POST /session', 'DELETE /session', 'GET /openapi.json']);

/** The admin sub-app; every route but the open ones needs an operator session. */
export function createAdminApp(): AdminApp {
  const admin = new OpenAPIHono<AdminEnv>({ defaultHook: validationHook as never });
  admin.onError((error, c) => {
    // The 409 also names the current revision, so the preview can reload without guessing.
    if (error instanceof DraftConflict) {
      return c.json({ error: error.message, errors: error.errors, current_revision: error.currentRevision }, 409);
    }
    return errorHandler(error, c);
  });
  admin.use('*', async (c, next) => {
    const path = c.req.path.slice(ADMIN_PREFIX.length);
    if (OPEN.has(`${c.req.method} ${path}`)) return next();
    return requireOperator(c, next);
  });
  return admin;
}
