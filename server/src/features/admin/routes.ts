import { Hono } from 'hono';
import type { ApiApp } from '../../http/app-env';
import { ADMIN_PREFIX, createAdminApp } from './admin-app';
import { registerDraftRoutes } from './draft.routes';
import { registerOutboxRoutes } from './outbox.routes';
import { registerSchemaRoute } from './schema.routes';
import { registerSessionRoutes } from './session.routes';
import { registerVersionRoutes } from './version.routes';

/**
 * The operator API under /api/admin/v1: outside /api/v4, so the visitor middleware (shop
 * from the Host, maintenance, locale, CORS) never runs here, and with its own OpenAPI
 * document at /api/admin/v1/openapi.json.
 */
export function registerAdminRoutes(app: ApiApp): void {
  const admin = createAdminApp();
  registerSessionRoutes(admin);
  registerDraftRoutes(admin);
  registerVersionRoutes(admin);
  registerOutboxRoutes(admin);
  registerSchemaRoute(admin);
  admin.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Museum shop operator API', version: '1', description: 'Used by the operator preview; needs the operator_session cookie.' },
    servers: [{ url: ADMIN_PREFIX }],
  });
  // Hono's own route(): OpenAPIHono.route would copy these paths into the public /api/v4 document.
  Hono.prototype.route.call(app, ADMIN_PREFIX, admin as never);
}
