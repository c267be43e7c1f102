export interface PlacedOrder { id: number; token: string }
/** One order per item kind of the order examples, placed on the demo server (testing/conformance-orders.fixtures.ts). */
export interface DemoOrders { ticket: PlacedOrder; event: PlacedOrder; tour: PlacedOrder }

/** Ids and a day of the demo data, read from our own lists before the cases run. */
export interface DemoIds {
  day: string;
  museum: number;
  /** One with time frames. */
  exhibition: number;
  /** A time-slot ticket in an exhibition, and all time-slot tickets. */
  ticket: number;
  tickets: number[];
  /** A time-slot ticket that can be reserved on its own (no sub-ticket). */
  reservable: number;
  event: number;
  /** A date of `event` in the demo season. */
  date: number;
  tour: number;
  /** Orders placed on the demo server before the cases run. */
  orders: DemoOrders;
}

interface Request {
  path: string;
  method?: 'POST' | 'PUT';
  body?: unknown;
}

export interface ConformanceCase {
  /** The request the example answers, made with demo ids. */
  request: (ids: DemoIds) => Request;
  /** The part of our answer the example shows, when the example is a fragment. */
  select?: (body: unknown) => unknown;
}

const get = (path: (ids: DemoIds) => string): ConformanceCase => ({ request: (ids) => ({ path: path(ids) }) });
type OrderItem = { type: string; attributes: unknown };
/** The order's item of `type` (the examples show one item each). */
const itemOf = (type: string) => (body: unknown): OrderItem | undefined => (body as { order: { items: OrderItem[] } }).order.items.find((item) => item.type === type);
const field = (name: string) => (body: unknown) => (body as Record<string, unknown>)[name];
const v4 = '/api/v4';
const vocabulary = (kind: 'events' | 'tours', list: string) => get(() => `${v4}/${kind}/${list}`);
const capacities = get((ids) => `${v4}/tickets/capacities?${ids.tickets.map((id) => `ticket_ids[]=${id}`).join('&')}&date=${ids.day}`);

/**
 * Example file → the request of ours that answers it. Files not listed here are in
 * conformance-allow-list.ts with the reason they cannot be compared.
 */
export const CASES: Record<string, ConformanceCase> = {
  'GET_version.json': get(() => `${v4}/version`),
  'GET_locales.json': get(() => `${v4}/locales`),
  'GET_countries.json': get(() => `${v4}/countries`),
  'GET_dispatch_modes.json': get(() => `${v4}/dispatch_modes`),

  'GET_museums.json': get(() => `${v4}/museums`),
  'GET_museums_{id}.json': get((ids) => `${v4}/museums/${ids.museum}`),
  'GET_museums_{id}.content-example.json': { ...get((ids) => `${v4}/museums/${ids.museum}`), select: field('museum') },
  'GET_museums_{id}_opening_hours.json': get((ids) => `${v4}/museums/${ids.museum}/opening_hours`),
  'GET_exhibitions.json': get(() => `${v4}/exhibitions`),
  'GET_exhibitions_{id}.json': get((ids) => `${v4}/exhibitions/${ids.exhibition}`),
  'GET_exhibitions_{id}.content-example.json': { ...get((ids) => `${v4}/exhibitions/${ids.exhibition}`), select: field('exhibition') },

  'GET_tickets.json': get((ids) => `${v4}/tickets?valid_at=${ids.day}`),
  'GET_tickets_{id}.json': get((ids) => `${v4}/tickets/${ids.ticket}`),
  'GET_tickets_{id}_capacity.json': get((ids) => `${v4}/tickets/${ids.reservable}/capacity?date=${ids.day}`),
  'GET_tickets_calendar_depth-any.json': get((ids) => `${v4}/tickets/calendar?start_at=${ids.day}&end_at=${ids.day}`),
  'GET_tickets_calendar_depth-all.json': get((ids) => `${v4}/tickets/calendar?depth=all&start_at=${ids.day}&end_at=${ids.day}`),
  'GET_tickets_capacities.json': capacities,
  'GET_tickets_capacities.total_capacities-example.json': capacities,
  'GET_tickets_content.json': get((ids) => `${v4}/tickets/content?${ids.tickets.map((id) => `ticket_ids[]=${id}`).join('&')}`),

  'GET_events.json': get(() => `${v4}/events`),
  'GET_events_{id}_dates.json': get((ids) => `${v4}/events/${ids.event}/dates?start_at=2026-12-01&end_at=2026-12-31`),
  'GET_events_{event_id}_dates_{id}.json': get((ids) => `${v4}/events/${ids.event}/dates/${ids.date}`),
  'GET_events_categories.json': vocabulary('events', 'categories'),
  'GET_events_languages.json': vocabulary('events', 'languages'),
  'GET_events_age_groups.json': vocabulary('events', 'age_groups'),
  'GET_events_audiences.json': vocabulary('events', 'audiences'),
  'GET_events_catch_words.json': vocabulary('events', 'catch_words'),
  'GET_events_proposal_categories.json': vocabulary('events', 'proposal_categories'),
  'GET_events_grades.json': vocabulary('events', 'grades'),

  'GET_tours.json': get(() => `${v4}/tours`),
  'GET_tours_{id}.limitations-fragment.json': { ...get((ids) => `${v4}/tours/${ids.tour}`), select: field('tour') },
  'GET_tours_{id}_prices.json': get((ids) => `${v4}/tours/${ids.tour}/prices`),
  'GET_tours_{id}_start_times_depth-any.json': get((ids) => `${v4}/tours/${ids.tour}/start_times?start_at=${ids.day}&end_at=${ids.day}`),
  'GET_tours_{id}_start_times_depth-all.json': get((ids) => `${v4}/tours/${ids.tour}/start_times?depth=all&start_at=${ids.day}&end_at=${ids.day}`),
  'GET_tours_{id}_start_times_{date}.json': get((ids) => `${v4}/tours/${ids.tour}/start_times/${ids.day}`),
  'GET_tours_categories.json': vocabulary('tours', 'categories'),
  'GET_tours_languages.json': vocabulary('tours', 'languages'),
  'GET_tours_age_groups.json': vocabulary('tours', 'age_groups'),
  'GET_tours_audiences.json': vocabulary('tours', 'audiences'),
  'GET_tours_catch_words.json': vocabulary('tours', 'catch_words'),
  'GET_tours_proposal_categories.json': vocabulary('tours', 'proposal_categories'),
  'GET_tours_grades.json': vocabulary('tours', 'grades'),

  'GET_orders_{id}.item-ticket.json': { ...get((ids) => `${v4}/orders/${ids.orders.ticket.token}`), select: itemOf('Ticket') },
  'GET_orders_{id}.additional-keys.json': get((ids) => `${v4}/orders/${ids.orders.ticket.token}`),
  'smb-combined_6_GET_orders_{id}.barcodes-fragment.json': { ...get((ids) => `${v4}/orders/${ids.orders.ticket.token}`), select: (body) => itemOf('Ticket')(body)?.attributes },
  'GET_orders_{id}.item-event.json': { ...get((ids) => `${v4}/orders/${ids.orders.event.token}`), select: itemOf('Event') },
  'GET_orders_{id}.item-tour.json': { ...get((ids) => `${v4}/orders/${ids.orders.tour.token}`), select: itemOf('Tour') },

  'POST_tickets_reservations.response.json': {
    request: (ids) => ({ path: `${v4}/tickets/reservations`, body: { reservation: { ticket_id: ids.reservable, quantity: 1, start_at: `${ids.day}T12:00:00+01:00` } } }),
  },
};
