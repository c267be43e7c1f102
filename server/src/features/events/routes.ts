import type { ApiApp } from '../../http/app-env';
import { registerCalendarRoutes } from './calendar.routes';
import { registerEventDateRoutes } from './dates.routes';
import { registerEventListRoutes } from './events.routes';
import { registerSeatHoldRoutes } from './seat-holds.routes';

/** Events, their dates and seats, the seat holds of signed-in customers and the calendars. */
export function registerEventRoutes(app: ApiApp): void {
  registerEventListRoutes(app);
  registerEventDateRoutes(app);
  registerSeatHoldRoutes(app);
  registerCalendarRoutes(app);
}
