import type calendarExample from '../fixtures/api-examples/GET_tickets_calendar_depth-any.json';
import type capacitiesExample from '../fixtures/api-examples/GET_tickets_capacities.json';
import type contentExample from '../fixtures/api-examples/GET_tickets_content.json';
import type reservationExample from '../fixtures/api-examples/POST_tickets_reservations.response.json';
import type ticketsExample from '../fixtures/api-examples/GET_tickets.json';

/** The go~mus docs' example answers the time screen reads (tests/fixtures/api-examples). */
export interface TicketExamples {
  tickets: typeof ticketsExample;
  calendar: typeof calendarExample;
  capacities: typeof capacitiesExample;
  content: typeof contentExample;
  reservation: typeof reservationExample;
}

type ExampleTicket = TicketExamples['tickets']['tickets'][number];
/** `minute` after Berlin midnight on `date` as an ISO instant with offset (the shop's and e2e's own helpers). */
type SlotAt = (date: string, minute: number) => string;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The example ticket's entry grid on `date` (first_entry + n × entry_duration), spelled as the API spells slots. */
function slotsOf(ticket: ExampleTicket, date: string, slotAt: SlotAt): string[] {
  const slots: string[] = [];
  for (let minute = ticket.first_entry; minute <= ticket.last_entry; minute += ticket.entry_duration) slots.push(slotAt(date, minute));
  return slots;
}

/**
 * The reverse direction of issue 13: answers shaped exactly like the go~mus API docs' examples, for
 * the stories' MSW handlers (handlers/gomus-examples.ts) and the e2e journey (e2e/gomus-shapes.spec.ts).
 * Each answer is the example itself; only what ties it to 2016 and to other examples' ids moves: days
 * and slots to the requested day, quota tickets to the example ticket list, a hold's time to the one asked
 * for, so the examples fit together.
 */
export function exampleAnswers(examples: TicketExamples, slotAt: SlotAt) {
  const [quotaId, quota] = Object.entries(examples.capacities.data)[0]!;
  const calendarValue = Object.values(examples.calendar.data)[0]!;
  return {
    tickets: () => examples.tickets,
    calendar(start: string, end: string) {
      const data: Record<string, typeof calendarValue> = {};
      for (let day = start; day <= end; day = nextDay(day)) data[day] = calendarValue;
      return { data };
    },
    /** The example's capacities entry (no total_capacities, as in GET_tickets_capacities.json) for the example tickets on `date`. */
    capacities(date: string) {
      const values = Object.values(quota.capacities);
      const tickets = examples.tickets.tickets.filter((ticket) => ticket.quota_ids.includes(Number(quotaId)));
      const slots = [...new Set(tickets.flatMap((ticket) => slotsOf(ticket, date, slotAt)))];
      // The example's free places repeated over the day; its last value (0, sold out) stays the last slot's.
      const capacities = Object.fromEntries(slots.map((slot, index) => [slot, index === slots.length - 1 ? values.at(-1)! : values[index % (values.length - 1)]!]));
      return { data: { [quotaId]: { ...quota, tickets: tickets.map((ticket) => ticket.id), capacities } } };
    },
    content: () => ({
      ...examples.content,
      data: examples.tickets.tickets.map((ticket, index) => ({ ...examples.content.data[index % examples.content.data.length]!, id: ticket.id })),
    }),
    /** The example hold for what was asked (ticket, time, quantity), valid `minutes` from `now`. */
    reservation(asked: { ticket_id?: number; start_at?: string; quantity?: number } | undefined, now: Date, minutes = 15) {
      const { reservation } = examples.reservation;
      return {
        reservation: {
          ...reservation, ticket_id: asked?.ticket_id ?? reservation.ticket_id, start_at: asked?.start_at ?? reservation.start_at,
          quantity: asked?.quantity ?? reservation.quantity, valid_until: new Date(now.getTime() + minutes * 60_000).toISOString(),
        },
      };
    },
  };
}
