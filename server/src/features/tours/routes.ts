import type { ApiApp } from '../../http/app-env';
import { registerTourBookingRoutes } from './booking.routes';
import { registerTourEquipmentRoute } from './equipment.routes';
import { registerTourListRoutes } from './tours.routes';

/** Group tours: the catalogue, their prices and start times, and the equipment still free. */
export function registerTourRoutes(app: ApiApp): void {
  registerTourListRoutes(app);
  registerTourBookingRoutes(app);
  registerTourEquipmentRoute(app);
}
