import type { ApiApp } from '../../http/app-env';
import { registerAccountUpdateRoute } from './account-update.routes';
import { registerAddressRoutes } from './addresses.routes';
import { registerCustomerOrderRoutes } from './customer-orders.routes';
import { registerNewsletterRoutes } from './newsletter.routes';
import { registerPasswordRoutes } from './password.routes';
import { registerAccountReferenceRoutes } from './reference.routes';
import { registerRegistrationRoutes } from './registration.routes';
import { registerSessionRoutes } from './session.routes';

/**
 * Customer token auth under /api/v4/auth (requirements/api.md §18 item 2, designed devise-token-auth style),
 * the account area's data (requirements/accounts.md §2.2, requirements/accounts.md §7.2) and the reference lists of the customer forms.
 */
export function registerAccountRoutes(app: ApiApp): void {
  registerSessionRoutes(app);
  registerRegistrationRoutes(app);
  registerPasswordRoutes(app);
  registerAccountUpdateRoute(app);
  registerAddressRoutes(app);
  registerCustomerOrderRoutes(app);
  registerNewsletterRoutes(app);
  registerAccountReferenceRoutes(app);
}
