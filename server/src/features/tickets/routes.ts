import type { ApiApp } from '../../http/app-env';
import { registerTicketCalendar } from './calendar.routes';
import { registerTicketCapacities } from './capacities.routes';
import { registerTicketCapacity } from './capacity.routes';
import { registerTicketContent } from './content.routes';
import { registerTicketDetail } from './detail.routes';
import { registerTicketEmptyDays } from './empty-days.routes';
import { registerTicketGroups } from './groups.routes';
import { registerTicketList } from './list.routes';
import { registerReservationRoutes } from './reservations.routes';
import { registerTicketStartTimes } from './start-times.routes';

/** Ticket catalogue, availability and holds (requirements/api.md §4, requirements/api.md §5). Fixed paths go before /tickets/{id}. */
export function registerTicketRoutes(app: ApiApp): void {
  registerTicketList(app);
  registerTicketContent(app);
  registerTicketGroups(app);
  registerTicketCapacities(app);
  registerTicketCalendar(app);
  registerTicketEmptyDays(app);
  registerTicketCapacity(app);
  registerTicketStartTimes(app);
  registerTicketDetail(app);
  registerReservationRoutes(app);
}
