import type { ApiApp } from '../../http/app-env';
import { registerAnnualCustomerRoutes } from './holders.routes';
import { registerAnnualOrderRoutes } from './order.routes';
import { registerAnnualPersonalizationRoutes } from './personalization.routes';
import { registerAnnualPhotoRoutes } from './photo.routes';

/** Annual ticket personalisation by order token. @see requirements/annual-and-vip.md §2, requirements/annual-and-vip.md §4, requirements/annual-and-vip.md §7; requirements/api.md §9 */
export function registerAnnualRoutes(app: ApiApp): void {
  registerAnnualOrderRoutes(app);
  registerAnnualCustomerRoutes(app);
  registerAnnualPersonalizationRoutes(app);
  registerAnnualPhotoRoutes(app);
}
