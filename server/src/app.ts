import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './http/app-env';
import { ApiError } from './http/api-error';
import { errorHandler } from './http/error-handler';
import { localeContext } from './http/locale';
import { maintenanceGate } from './http/maintenance';
import { shopContext } from './http/shop-context';
import { validationHook } from './http/validation-hook';
import { registerApiRoutes } from './features/register';
import { registerAdminRoutes } from './features/admin/routes';
import { registerQueueRoutes } from './features/waiting-room/routes';
import { registerAffiliateRoutes } from './features/affiliate/routes';
import { registerAnnualRoutes } from './features/annual/routes';

export type ApiApp = OpenAPIHono<AppEnv>;

/** The API server: every route under /api/v4, scoped to the shop the request names. */
export function createApiApp(deps: AppDeps): ApiApp {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  app.onError(errorHandler);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Spec 001 §7: the shop sends credentials and X-Shop-Url from another origin. Only the shop API
  // answers cross-origin; the operator admin routes stay same-origin.
  const shopApiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
    const origin = c.req.header('origin');
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Vary', 'Origin');
      // Browsers read response headers cross-origin only when the actual response exposes them (not the preflight).
      c.header('Access-Control-Expose-Headers', 'access-token, client, uid, expiry, token-type');
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
      c.header('Access-Control-Allow-Headers', c.req.header('access-control-request-headers') ?? '*');
      c.header('Access-Control-Expose-Headers', 'access-token, client, uid, expiry, token-type');
      return c.body(null, 204);
    }
    await next();
  };
  app.use('/api/v4/*', shopApiCors);
  app.use('/api/v3/*', shopApiCors);
  app.use('/api/v4/*', shopContext, maintenanceGate, localeContext);
  // The affiliate calls still use the v3 path (spec cart §7.5); same shop scoping, same CORS.
  app.use('/api/v3/*', shopContext, maintenanceGate);
  registerApiRoutes(app);
  registerAdminRoutes(app);
  registerQueueRoutes(app);
  registerAffiliateRoutes(app);
  registerAnnualRoutes(app);
  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) throw ApiError.notFound('Route');
    return c.text('Not found', 404);
  });
  return app;
}
