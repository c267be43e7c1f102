import type { ApiApp } from '../app';
import { registerAuthRoutes } from './auth';
import { registerBookingRoutes } from './bookings/booking-route';
import { registerCartRoutes } from './cart';
import { registerCouponRoutes } from './coupons';
import { registerCouponSaleRoutes } from './coupon-sales';
import { registerCouponValueRoutes } from './coupon-values';
import { registerDocumentRoutes } from './documents';
import { registerCustomerRoutes } from './customer';
import { registerEventRoutes } from './events';
import { registerEventCalendarRoute } from './events/event-calendar-route';
import { registerExhibitionRoutes } from './exhibitions';
import { registerMerchandiseRoutes } from './merchandise';
import { registerMetaRoutes } from './meta';
import { registerMuseumRoutes } from './museums';
import { registerOrderRoutes } from './orders';
import { registerOrderDocumentRoutes } from './orders-documents';
import { registerOrderRatingRoutes } from './order-rating/order-rating-route';
import { registerPaymentRoutes } from './payments';
import { registerReferenceDataRoutes } from './reference-data';
import { registerReservationRoutes } from './reservations';
import { registerShopRoutes } from './shop';
import { registerTicketRoutes } from './tickets';
import { registerTourRoutes } from './tours';
import { registerVocabularyRoutes } from './vocabularies';

/** One place that mounts every route module; the OpenAPI document is built from them. */
export function registerApiRoutes(app: ApiApp): void {
  registerMetaRoutes(app);
  registerShopRoutes(app);
  registerMuseumRoutes(app);
  registerExhibitionRoutes(app);
  registerVocabularyRoutes(app);
  registerEventRoutes(app);
  registerEventCalendarRoute(app);
  registerTourRoutes(app);
  registerMerchandiseRoutes(app);
  registerCouponRoutes(app);
  registerReferenceDataRoutes(app);
  registerTicketRoutes(app);
  registerReservationRoutes(app);
  registerOrderRoutes(app);
  registerCartRoutes(app);
  registerCouponSaleRoutes(app);
  registerCouponValueRoutes(app);
  registerPaymentRoutes(app);
  registerDocumentRoutes(app);
  registerOrderDocumentRoutes(app);
  registerOrderRatingRoutes(app);
  registerAuthRoutes(app);
  registerCustomerRoutes(app);
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
