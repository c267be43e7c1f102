import type { ApiApp } from '../app';
import { registerAddressRoutes } from './customer/address-routes';
import { registerNewsletterRoutes } from './customer/newsletter-routes';
import { registerCustomerOrderRoutes } from './customer/orders-route';
import { registerAccountReferenceRoutes } from './customer/reference-routes';
import { registerVipCodeRoutes } from './customer/vip-code-routes';

/** The account area's data (spec §2.7, §7.4) and the reference lists of the customer forms. */
export function registerCustomerRoutes(app: ApiApp): void {
  registerAddressRoutes(app);
  registerCustomerOrderRoutes(app);
  registerNewsletterRoutes(app);
  registerAccountReferenceRoutes(app);
  registerVipCodeRoutes(app);
}
