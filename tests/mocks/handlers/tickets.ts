import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Ticket } from '../../../engine/features/tickets/api/tickets.api';
import { slotAt } from '../../../engine/features/tickets/lib/berlin-day';
import {
  allTickets, buildCalendar, buildCapacities, buildForecast, buildReservation, mantleTicket, startsOf, subTickets, ticketGroupsJson, vipTicket,
  type FreePlaces,
} from '../fixtures/tickets';
import { api } from '../api-url';

/** What a scenario varies; everything else answers like the seeded server. */
export interface TicketScenario {
  tickets?: Ticket[];
  /** Free places per quota and slot (default: the full quota). */
  free?: FreePlaces;
  /** Calendar day → bookable (default: every day but Mondays, the Kunsthalle's closing day). */
  bookable?: (date: string) => boolean;
  /** Called with each POST /tickets/reservations body, e.g. a storybook fn() spy. */
  onReserve?: (input: { ticket_id: number; quantity: number; start_at: string }) => void;
  /** Status of the hold answer (422 = no places left). */
  reserveStatus?: 201 | 422;
}

const openDay = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 1;
const ids = (url: URL, key: string) => url.searchParams.getAll(`${key}[]`).map(Number);
const types = (url: URL) => [...url.searchParams.getAll('by_ticket_types[]'), ...url.searchParams.getAll('by_ticket_type')];

/** GET /tickets filters as server/src/features/tickets/ticket.store.ts does (sub-tickets only by id). */
function filterTickets(tickets: Ticket[], url: URL): Ticket[] {
  const byIds = ids(url, 'by_ticket_ids');
  const museums = ids(url, 'by_museum_ids');
  const exhibitions = ids(url, 'by_exhibition_ids');
  const wanted = types(url);
  return tickets.filter((ticket) => {
    if (byIds.length) return byIds.includes(ticket.id);
    if (ticket.is_sub_ticket) return false;
    if (wanted.length && !wanted.includes(ticket.ticket_type)) return false;
    if (museums.length && !ticket.museum_ids.some((id) => museums.includes(id))) return false;
    if (exhibitions.length && !ticket.exhibition_ids.some((id) => exhibitions.includes(id))) return false;
    return url.searchParams.get('by_free_timing') !== 'true' || ticket.free_timing;
  });
}

function scenario({ tickets = allTickets(), free, bookable = openDay, onReserve, reserveStatus = 201 }: TicketScenario = {}): RequestHandler[] {
  return [
    http.get(api('/tickets'), ({ request }) => {
      const rows = filterTickets(tickets, new URL(request.url));
      return HttpResponse.json({ tickets: rows, meta: { total_count: rows.length } });
    }),
    http.get(api('/tickets/groups'), () => HttpResponse.json({ ticket_groups: ticketGroupsJson() })),
    http.get(api('/tickets/calendar'), ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({ data: buildCalendar(url.searchParams.get('start_at')!, url.searchParams.get('end_at')!, bookable) });
    }),
    http.get(api('/tickets/empty_days'), () => HttpResponse.json({ data: [] })),
    http.get(api('/tickets/content'), ({ request }) => {
      const wanted = ids(new URL(request.url), 'ticket_ids');
      return HttpResponse.json({ data: wanted.map((id) => ({ id, content: { reduction_reason: 'Schüler, Studierende' } })) });
    }),
    http.post(api('/tickets/capacities'), async ({ request }) => {
      const body = (await request.json()) as { ticket_ids: number[]; date: string };
      const chosen = tickets.filter((ticket) => body.ticket_ids.includes(ticket.id) && ticket.bookable);
      return HttpResponse.json({ data: bookable(body.date) ? buildCapacities(chosen, body.date, free) : buildCapacities(chosen, body.date, () => 0) });
    }),
    http.get(api('/tickets/:id/start_times'), ({ params, request }) => {
      const ticket = tickets.find((candidate) => candidate.id === Number(params.id));
      const date = new URL(request.url).searchParams.get('date')!;
      if (!ticket) return HttpResponse.json({ error: 'Ticket not found', errors: {} }, { status: 404 });
      const data = startsOf(ticket, date).map((start) => {
        const capacity = Math.min(...ticket.quota_ids.map((quota) => (free ? free(quota, start, 40) : 40)));
        return { start_time: start, capacity, total_capacity: 40 };
      });
      return HttpResponse.json({ data });
    }),
    http.post(api('/tickets/reservations'), async ({ request }) => {
      const { reservation } = (await request.json()) as { reservation: { ticket_id: number; quantity: number; start_at: string } };
      onReserve?.(reservation);
      if (reserveStatus === 422) {
        return HttpResponse.json({ error: 'Not enough places', errors: { 'reservation.quantity': ['only 1 place left'] } }, { status: 422 });
      }
      return HttpResponse.json({ reservation: buildReservation(reservation) }, { status: 201 });
    }),
    http.delete(api('/tickets/reservations/:token'), () => new HttpResponse(null, { status: 204 })),
  ];
}

const at = (slot: string, hour: number, minute = 0) => Date.parse(slot) === Date.parse(slotAt(slot.slice(0, 10), hour * 60 + minute));

const lunchRush = (slot: string) => {
  const hour = Number(slot.slice(11, 13));
  return hour < 11 ? 0.3 : hour < 12 ? 0.55 : hour < 14 ? 0.9 : hour < 15 ? 0.6 : 0.2;
};

/** Default plus named scenarios (house-style.md §14); each returns the whole handler list. */
export const ticketsHandlers = {
  default: scenario,
  /** Every day and slot without places. */
  soldOut: (options: TicketScenario = {}) => scenario({ ...options, bookable: () => false, free: () => 0 }),
  /** 11:00 sold out, 14:00 with 3 places (the seed's slots 7 days ahead), every other slot full. */
  fewLeft: (options: TicketScenario = {}) => scenario({ ...options, free: (_quota, slot, total) => (at(slot, 11) ? 0 : at(slot, 14) ? 3 : total) }),
  /** No ticket at all. */
  empty: (options: TicketScenario = {}) => scenario({ ...options, tickets: [] }),
  /** One place left everywhere while every ticket needs at least 2 persons: each select offers only 0. */
  onlyZeroQuantities: (options: TicketScenario = {}) =>
    scenario({ ...options, tickets: allTickets().map((ticket) => ({ ...ticket, min_persons: 2 })), free: () => 1 }),
  /** The bundle ticket with its two sub-tickets. */
  mantle: (options: TicketScenario = {}) => scenario({ ...options, tickets: [mantleTicket(), ...subTickets()] }),
  vip: (options: TicketScenario = {}) => scenario({ ...options, tickets: [vipTicket(), ...allTickets().filter((ticket) => ticket.ticket_type === 'normal' && !ticket.is_mantle)] }),
  /** Holds are refused: someone else took the last places. */
  holdRefused: (options: TicketScenario = {}) => scenario({ ...options, reserveStatus: 422 }),
  /** GET /tickets/{id}/start_times answers no start at all: nothing is left on that day. */
  noStartTimes: (options: TicketScenario = {}) => [http.get(api('/tickets/:id/start_times'), () => HttpResponse.json({ data: [] })), ...scenario(options)],
  error: () => [
    http.get(api('/tickets'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 })),
    ...scenario(),
  ],
  /** Issue 18: the crowd forecast: quiet mornings, a busy lunchtime (12:00–13:59), quiet from 15:00. */
  crowd: (options: TicketScenario = {}) => [
    http.get(api('/tickets/forecast'), ({ request }) => {
      const date = new URL(request.url).searchParams.get('date')!;
      return HttpResponse.json({ data: { date, museum_id: null, history_days: 56, slots: buildForecast(options.tickets ?? allTickets(), date, lunchRush) } });
    }),
    ...scenario(options),
  ],
  /** The forecast fails (e.g. a go~mus server without it): the slots work as before. */
  crowdError: (options: TicketScenario = {}) => [
    http.get(api('/tickets/forecast'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 })),
    ...scenario(options),
  ],
  /** The ticket list stays pending. */
  loading: () => [http.get(api('/tickets'), async () => { await delay('infinite'); return HttpResponse.json({}); }), ...scenario()],
};
