import type { ApiApp } from '../../http/app-env';
import { registerAddressRoutes } from './addresses.routes';
import { registerNewsletterRoutes } from './newsletter.routes';
import { registerCustomerOrderRoutes } from './customer-orders.routes';
import { registerAccountReferenceRoutes } from './reference.routes';
import { registerVipCodeRoutes } from '../vip/routes';

/** The account area's data (spec §2.7, §7.4) and the reference lists of the customer forms. */
export function registerCustomerRoutes(app: ApiApp): void {
  registerAddressRoutes(app);
  registerCustomerOrderRoutes(app);
  registerNewsletterRoutes(app);
  registerAccountReferenceRoutes(app);
  registerVipCodeRoutes(app);
}
