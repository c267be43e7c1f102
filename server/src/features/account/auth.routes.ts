import type { ApiApp } from '../../http/app-env';
import { registerAccountUpdateRoute } from './account-update.routes';
import { registerPasswordRoutes } from './password.routes';
import { registerRegistrationRoutes } from './registration.routes';
import { registerSessionRoutes } from './session.routes';

/** Customer token auth under /api/v4/auth (ENDPOINTS.md §18 item 2, designed devise-token-auth style). */
export function registerAuthRoutes(app: ApiApp): void {
  registerSessionRoutes(app);
  registerRegistrationRoutes(app);
  registerPasswordRoutes(app);
  registerAccountUpdateRoute(app);
}
