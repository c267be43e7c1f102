import { http, HttpResponse, type RequestHandler } from 'msw';
import { addDays, slotAt } from '../../../engine/features/tickets/lib/berlin-day';
import calendarExample from '../../fixtures/api-examples/GET_tickets_calendar_depth-any.json';
import capacitiesExample from '../../fixtures/api-examples/GET_tickets_capacities.json';
import contentExample from '../../fixtures/api-examples/GET_tickets_content.json';
import reservationExample from '../../fixtures/api-examples/POST_tickets_reservations.response.json';
import ticketsExample from '../../fixtures/api-examples/GET_tickets.json';
import { api } from '../api-url';

/**
 * The reverse direction of issue 13: answers shaped exactly like the go~mus API docs' examples
 * (tests/fixtures/api-examples), so stories prove the shop against the real API's shapes and not
 * only against ours. Each answer is the example itself; only what ties it to July 2016 and to
 * other examples' ids moves: days and slots to the requested day, and quota tickets to the
 * example ticket list, so the examples fit together.
 */
type ExampleTicket = (typeof ticketsExample.tickets)[number];
const [exampleQuotaId, exampleQuota] = Object.entries(capacitiesExample.data)[0]!;
const calendarValue = Object.values(calendarExample.data)[0]!;

/** The example ticket's entry grid on `date` (first_entry + n × entry_duration), spelled as the API spells slots. */
function slotsOf(ticket: ExampleTicket, date: string): string[] {
  const slots: string[] = [];
  for (let minute = ticket.first_entry; minute <= ticket.last_entry; minute += ticket.entry_duration) slots.push(slotAt(date, minute));
  return slots;
}

/** The example's capacities entry (no total_capacities, as in GET_tickets_capacities.json) for the example tickets on `date`. */
function capacitiesOn(date: string) {
  const values = Object.values(exampleQuota.capacities);
  const tickets = ticketsExample.tickets.filter((ticket) => ticket.quota_ids.includes(Number(exampleQuotaId)));
  const slots = [...new Set(tickets.flatMap((ticket) => slotsOf(ticket, date)))];
  // The example's free places repeated over the day; its last value (0, sold out) stays the last slot's.
  const capacities = Object.fromEntries(slots.map((slot, index) => [slot, index === slots.length - 1 ? values.at(-1)! : values[index % (values.length - 1)]!]));
  return { data: { [exampleQuotaId]: { ...exampleQuota, tickets: tickets.map((ticket) => ticket.id), capacities } } };
}

export function gomusExampleHandlers(): RequestHandler[] {
  return [
    http.get(api('/tickets'), () => HttpResponse.json(ticketsExample)),
    http.get(api('/tickets/calendar'), ({ request }) => {
      const url = new URL(request.url);
      const data: Record<string, typeof calendarValue> = {};
      for (let day = url.searchParams.get('start_at')!; day <= url.searchParams.get('end_at')!; day = addDays(day, 1)) data[day] = calendarValue;
      return HttpResponse.json({ data });
    }),
    http.get(api('/tickets/capacities'), ({ request }) => HttpResponse.json(capacitiesOn(new URL(request.url).searchParams.get('date')!))),
    http.post(api('/tickets/capacities'), async ({ request }) => HttpResponse.json(capacitiesOn(((await request.json()) as { date: string }).date))),
    http.get(api('/tickets/content'), () => HttpResponse.json({ ...contentExample, data: ticketsExample.tickets.map((ticket, index) => ({ ...contentExample.data[index % contentExample.data.length]!, id: ticket.id })) })),
    http.post(api('/tickets/reservations'), () => HttpResponse.json(reservationExample, { status: 201 })),
  ];
}
