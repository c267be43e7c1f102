import type { RequestHandler } from 'msw';
import { attendeeTicket, dayTickets } from '../fixtures/tickets';
import { ticketsHandlers, type TicketScenario } from './tickets';

/**
 * The one-pager's tickets: the day tickets (adults, reduced, children) at 7 % VAT plus the evening tour with a name list. Their
 * last entry is 23:59, so the stories show today's sale whatever the hour they run at.
 */
export const onePagerTickets = () => [...dayTickets().map((ticket) => ({ ...ticket, vat_pct: 7 })), attendeeTicket()].map((ticket) => ({ ...ticket, last_entry: 1439 }));

/** The configured ticketIds of the stories, in the operator's order; 3 is the child ticket (no e-mail asked). */
export const ONE_PAGER_TICKET_IDS = [1, 2, 3, 27];

/**
 * The one-pager reads only the tickets endpoints; every day is open here so the stories do not
 * depend on the weekday they run on (the default scenario closes Mondays).
 */
export const onePagerHandlers = {
  default: (options: TicketScenario = {}): RequestHandler[] => ticketsHandlers.default({ tickets: onePagerTickets(), bookable: () => true, ...options }),
  /** Tickets exist but not one place is left today. */
  soldOut: (): RequestHandler[] => ticketsHandlers.default({ tickets: onePagerTickets(), bookable: () => true, free: () => 0 }),
};
