import type { ApiApp } from '../../http/app-env';
import { registerChecksumRoute } from './checksum.routes';
import { registerDecideRoute } from './decide.routes';
import { registerEmbeddedPaymentRoute } from './embedded.routes';
import { registerNotifyRoute } from './notify.routes';
import { registerPayPageRoutes } from './pay-page.routes';

/** The sandbox payment provider the server hosts, so every payment branch of the shop runs for real. @see requirements/payment.md §2.1, requirements/checkout-and-orders.md §4.3 */
export function registerPaymentRoutes(app: ApiApp): void {
  registerNotifyRoute(app);
  registerPayPageRoutes(app);
  registerDecideRoute(app);
  registerEmbeddedPaymentRoute(app);
  registerChecksumRoute(app);
}
