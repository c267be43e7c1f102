import type { ApiApp } from '../../http/app-env';
import { registerBookingRoutes } from './bookings.routes';
import { registerOrderPlacementRoutes } from './orders.routes';
import { registerOrderRatingRoutes } from './rating.routes';

/** Placing and reading orders, rating them, and the customer's bookings. */
export function registerOrderRoutes(app: ApiApp): void {
  registerOrderPlacementRoutes(app);
  registerOrderRatingRoutes(app);
  registerBookingRoutes(app);
}
