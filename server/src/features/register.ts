import type { ApiApp } from '../http/app-env';
import { registerAccountRoutes } from './account/routes';
import { registerVipRoutes } from './vip/routes';
import { registerBookingRoutes } from './orders/bookings.routes';
import { registerCartRoutes } from './cart/routes';
import { registerCouponRoutes } from './coupons/routes';
import { registerDocumentRoutes } from './documents/routes';
import { registerEventRoutes } from './events/routes';
import { registerMerchandiseRoutes } from './merchandise/routes';
import { registerOrderRoutes } from './orders/orders.routes';
import { registerOrderRatingRoutes } from './orders/rating.routes';
import { registerPaymentRoutes } from './payment/routes';
import { registerReferenceDataRoutes } from './reference-data/routes';
import { registerShopRoutes } from './shop/routes';
import { registerTicketRoutes } from './tickets/routes';
import { registerTourRoutes } from './tours/routes';
import { registerCatalogueRoutes } from './catalogue/routes';

/** One place that mounts every route module; the OpenAPI document is built from them. */
export function registerApiRoutes(app: ApiApp): void {
  registerShopRoutes(app);
  registerCatalogueRoutes(app);
  registerEventRoutes(app);
  registerTourRoutes(app);
  registerMerchandiseRoutes(app);
  registerCouponRoutes(app);
  registerReferenceDataRoutes(app);
  registerTicketRoutes(app);
  registerOrderRoutes(app);
  registerCartRoutes(app);
  registerPaymentRoutes(app);
  registerDocumentRoutes(app);
  registerOrderRatingRoutes(app);
  registerAccountRoutes(app);
  registerVipRoutes(app);
  registerBookingRoutes(app);
  app.doc31('/api/v4/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Museum shop API (go~mus v4 compatible)',
      version: '4.4',
      description: 'The calls the shop engine makes. Shapes follow the go~mus API v4; shapes the contract does not show are designed here.',
    },
  });
}
