import type { ApiApp } from '../app';
import { registerTicketCalendar } from './tickets/calendar-route';
import { registerTicketCapacities } from './tickets/capacities-route';
import { registerTicketCapacity } from './tickets/capacity-route';
import { registerTicketContent } from './tickets/content-route';
import { registerTicketDetail } from './tickets/detail-route';
import { registerTicketEmptyDays } from './tickets/empty-days-route';
import { registerTicketGroups } from './tickets/groups-route';
import { registerTicketList } from './tickets/list-route';
import { registerTicketStartTimes } from './tickets/start-times-route';

/** Ticket catalogue and availability (ENDPOINTS.md §4). Fixed paths go before /tickets/{id}. */
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
}
