import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { registerAccountRoutes } from './features/account/routes';
import { registerAdminRoutes } from './features/admin/routes';
import { registerAffiliateRoutes } from './features/affiliate/routes';
import { registerAnnualRoutes } from './features/annual/routes';
import { registerCartRoutes } from './features/cart/routes';
import { registerCatalogueRoutes } from './features/catalogue/routes';
import { registerCouponRoutes } from './features/coupons/routes';
import { registerDocumentRoutes } from './features/documents/routes';
import { registerEventRoutes } from './features/events/routes';
import { registerForecastRoutes } from './features/forecast/forecast.routes';
import { registerMerchandiseRoutes } from './features/merchandise/routes';
import { registerOrderRoutes } from './features/orders/routes';
import { registerPaymentRoutes } from './features/payment/routes';
import { registerReferenceDataRoutes } from './features/reference-data/routes';
import { registerShopRoutes } from './features/shop/routes';
import { registerTicketRoutes } from './features/tickets/routes';
import { registerTourRoutes } from './features/tours/routes';
import { registerVipRoutes } from './features/vip/routes';
import { registerWaitingRoomRoutes } from './features/waiting-room/routes';
import { ApiError } from './http/api-error';
import type { ApiApp, AppDeps, AppEnv } from './http/app-env';
import { requestBodyLimit } from './http/body-limit';
import { compressResponse } from './http/compress-response';
import { shopApiCors } from './http/cors';
import { errorHandler } from './http/error-handler';
import { inputBoundary } from './http/input-boundary';
import { localeContext } from './http/locale';
import { maintenanceGate } from './http/maintenance';
import { publicUrlScope } from './http/public-url';
import { securityHeaders } from './http/security-headers';
import { shopContext } from './http/shop-context';
import { validationHook } from './http/validation-hook';

/**
 * The features of the public API, mounted in this order. The catalogue goes before events and tours:
 * its vocabulary lists (/events/categories, /tours/languages, …) would otherwise be read as `/{id}`; the forecast
 * (/tickets/forecast) goes before the tickets for the same reason.
 */
const API_FEATURES = [
  registerShopRoutes, registerCatalogueRoutes, registerEventRoutes, registerTourRoutes, registerMerchandiseRoutes,
  registerCouponRoutes, registerReferenceDataRoutes, registerForecastRoutes, registerTicketRoutes, registerOrderRoutes, registerCartRoutes,
  registerPaymentRoutes, registerDocumentRoutes, registerAccountRoutes, registerVipRoutes,
];

interface ApiAppOptions {
  /** Middleware that sees every request first (the server's drain gate, request log and metrics). */
  before?: MiddlewareHandler[];
}

/** The API server: every route under /api/v4, scoped to the shop the request names. */
export function createApiApp(deps: AppDeps, options: ApiAppOptions = {}): ApiApp {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  app.onError(errorHandler);
  for (const middleware of options.before ?? []) app.use('*', middleware);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', securityHeaders);
  app.use('*', compressResponse);
  // Before the shop lookup and every handler: no body over the limit is read, and no request text that Postgres
  // cannot store gets near a query.
  app.use('/api/*', requestBodyLimit, inputBoundary);
  app.use('*', publicUrlScope);
  app.use('/api/v4/*', shopApiCors);
  app.use('/api/v3/*', shopApiCors);
  app.use('/api/v4/*', shopContext, maintenanceGate, localeContext);
  // The affiliate calls still use the v3 path (requirements/frame-and-routing.md §7.1); same shop scoping, same CORS.
  app.use('/api/v3/*', shopContext, maintenanceGate);
  for (const register of API_FEATURES) register(app);
  app.doc31('/api/v4/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Museum shop API (go~mus v4 compatible)',
      version: '4.4',
      description: 'The calls the shop engine makes. Shapes follow the go~mus API v4; shapes the contract does not show are designed here.',
    },
  });
  registerAdminRoutes(app);
  registerWaitingRoomRoutes(app);
  registerAffiliateRoutes(app);
  registerAnnualRoutes(app);
  app.notFound((c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) throw ApiError.notFound('Route');
    return c.text('Not found', 404);
  });
  return app;
}
