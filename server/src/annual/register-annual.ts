import type { ApiApp } from '../app';
import { registerAnnualCustomerRoutes } from './annual-customer-routes';
import { registerAnnualOrderRoutes } from './annual-order-routes';
import { registerAnnualPersonalizationRoutes } from './annual-personalization-routes';
import { registerAnnualPhotoRoutes } from './annual-photo-routes';

/** Annual ticket personalisation by order token. @see spec browsing §2, §4, §7; ENDPOINTS.md §9 */
export function registerAnnualRoutes(app: ApiApp): void {
  registerAnnualOrderRoutes(app);
  registerAnnualCustomerRoutes(app);
  registerAnnualPersonalizationRoutes(app);
  registerAnnualPhotoRoutes(app);
}
