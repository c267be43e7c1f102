import type { ApiApp } from '../../http/app-env';
import { registerAnnualCustomerRoutes } from './holders.routes';
import { registerAnnualOrderRoutes } from './order.routes';
import { registerAnnualPersonalizationRoutes } from './personalization.routes';
import { registerAnnualPhotoRoutes } from './photo.routes';

/** Annual ticket personalisation by order token. @see spec browsing §2, §4, §7; ENDPOINTS.md §9 */
export function registerAnnualRoutes(app: ApiApp): void {
  registerAnnualOrderRoutes(app);
  registerAnnualCustomerRoutes(app);
  registerAnnualPersonalizationRoutes(app);
  registerAnnualPhotoRoutes(app);
}
