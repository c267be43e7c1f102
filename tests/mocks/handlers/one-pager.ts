import type { RequestHandler } from 'msw';
import { onePagerTickets } from '../fixtures/one-pager';
import { ticketsHandlers, type TicketScenario } from './tickets';

/**
 * The one-pager reads only the tickets endpoints; every day is open here so the stories do not
 * depend on the weekday they run on (the default scenario closes Mondays).
 */
export const onePagerHandlers = {
  default: (options: TicketScenario = {}): RequestHandler[] => ticketsHandlers.default({ tickets: onePagerTickets(), bookable: () => true, ...options }),
  /** Tickets exist but not one place is left today. */
  soldOut: (): RequestHandler[] => ticketsHandlers.default({ tickets: onePagerTickets(), bookable: () => true, free: () => 0 }),
};
