import type { ApiApp } from '../app';
import { registerAccountUpdateRoute } from './auth/account-update-route';
import { registerPasswordRoutes } from './auth/password-routes';
import { registerRegistrationRoutes } from './auth/registration-routes';
import { registerSessionRoutes } from './auth/session-routes';

/** Customer token auth under /api/v4/auth (ENDPOINTS.md §18 item 2, designed devise-token-auth style). */
export function registerAuthRoutes(app: ApiApp): void {
  registerSessionRoutes(app);
  registerRegistrationRoutes(app);
  registerPasswordRoutes(app);
  registerAccountUpdateRoute(app);
}
