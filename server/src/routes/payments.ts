import type { ApiApp } from '../app';
import { registerChecksumRoute } from './payments/checksum-route';
import { registerDecideRoute } from './payments/decide-route';
import { registerEmbeddedPaymentRoute } from './payments/embedded-routes';
import { registerNotifyRoute } from './payments/notify-route';
import { registerPayPageRoutes } from './payments/pay-page-routes';

/** The sandbox payment provider the server hosts, so every payment branch of the shop runs for real. @see spec §2.5, §4.6 */
export function registerPaymentRoutes(app: ApiApp): void {
  registerNotifyRoute(app);
  registerPayPageRoutes(app);
  registerDecideRoute(app);
  registerEmbeddedPaymentRoute(app);
  registerChecksumRoute(app);
}
