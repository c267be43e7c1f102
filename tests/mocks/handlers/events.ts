import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { EventDate, EventDateDetail, EventDetail, Seating } from '../../../engine/features/events/api/events.api';
import {
  buildDateDetail, buildEventCalendar, buildEventDate, buildEventDetail, buildSeating, concertPrices, dayOfDateId, EVENT_IDS, isThursday, talkPrices,
} from '../fixtures/events';
import { api } from '../api-url';

/** What a scenario varies; everything else answers like the seeded talk. */
export interface EventScenario {
  event?: EventDetail;
  /** Which days have a date (default Thursdays). */
  hasDate?: (day: string) => boolean;
  /** Changes every date (seats, language …). */
  date?: (date: EventDate) => EventDate;
  /** Changes the booking detail of a date. */
  detail?: (detail: EventDateDetail) => EventDateDetail;
}

/** The institution address of tests/mocks/fixtures/account.ts (audience 3). */
const INSTITUTION_ADDRESS = 12;
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const notFound = (what: string) => HttpResponse.json({ error: `${what} not found`, errors: {} }, { status: 404 });

function scenario({ event = buildEventDetail(), hasDate = isThursday, date = (d) => d, detail = (d) => d }: EventScenario = {}): RequestHandler[] {
  const dateOn = (day: string) => date(buildEventDate(event.id, day));
  return [
    http.get(api('/events/:id'), ({ params }) => (Number(params.id) === event.id ? HttpResponse.json({ event }) : notFound('Event'))),
    http.get(api('/calendar'), ({ request }) => {
      const url = new URL(request.url);
      const days = buildEventCalendar(url.searchParams.get('start_at')!, url.searchParams.get('end_at')!, (day) => (hasDate(day) ? [dateOn(day)] : []));
      return HttpResponse.json({ data: days });
    }),
    http.get(api('/events/:id/dates'), ({ request }) => {
      const day = new URL(request.url).searchParams.get('date')!;
      const dates = hasDate(day) ? [dateOn(day)] : [];
      return HttpResponse.json({ dates, meta: { total_count: dates.length, page: 1, per_page: 100 } });
    }),
    // GET /dates for this event (the detail's upcoming dates, settings catalogue.eventDates).
    http.get(api('/dates'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      const dates: EventDate[] = [];
      for (let day = search.get('start_at')!; day <= search.get('end_at')!; day = nextDay(day)) if (hasDate(day)) dates.push(dateOn(day));
      const perPage = Number(search.get('per_page') ?? 100);
      const page = Number(search.get('page') ?? 1);
      return HttpResponse.json({ dates: dates.slice((page - 1) * perPage, page * perPage), meta: { total_count: dates.length, page, per_page: perPage } });
    }),
    http.get(api('/events/:eventId/dates/:id'), ({ params, request }) => {
      const day = dayOfDateId(Number(params.id));
      if (Number(params.eventId) !== event.id || !hasDate(day)) return notFound('Date');
      // Issue 7: the institution address's audience gets its own prices, as server/src/features/events does.
      const audience = new URL(request.url).searchParams.get('billing_address_id') === String(INSTITUTION_ADDRESS);
      const base = buildDateDetail(dateOn(day), { prices: talkPrices(audience), price_target_audience_id: audience ? 3 : null });
      return HttpResponse.json({ date: detail(base) });
    }),
  ];
}

const seatedScenario = (plan: (seating: Seating) => Seating = (seating) => seating) => scenario({
  event: buildEventDetail({ id: EVENT_IDS.concert, title: 'Konzert im Lichthof', sub_title: 'Kammermusik zwischen den Bildern', description: '<p>Platzwahl im Saalplan.</p>' }),
  hasDate: (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 5,
  date: (d) => ({ ...d, title: 'Konzert im Lichthof', seats: { ...d.seats, max: 18, available: 16, max_per_registration: 8 } }),
  detail: (d) => ({ ...d, seatings: [plan(buildSeating())], prices: concertPrices() }),
});

const soldOutSeats = (d: EventDate) => ({ ...d, seats: { ...d.seats, available: 0, booked: d.seats.max } });

/** Default plus named scenarios (house-style.md §14); each returns the whole handler list. */
export const eventsHandlers = {
  default: scenario,
  /** Every date booked out: the calendar marks the days, the date says sold out. */
  soldOut: () => scenario({ date: soldOutSeats }),
  /** The event itself stays pending. */
  loading: () => [http.get(api('/events/:id'), async () => { await delay('infinite'); return HttpResponse.json({}); }), ...scenario()],
  /** GET /events/{id} answers 404: the detail goes to the error page. */
  notFound: () => [http.get(api('/events/:id'), () => notFound('Event')), ...scenario()],
  /** The date detail fails. */
  dateError: () => [http.get(api('/events/:eventId/dates/:id'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 })), ...scenario()],
  /** The seated concert (Fridays) with two seat categories. */
  seated: () => seatedScenario(),
  /**
   * Seat holds of a signed-in visitor (requirements/events-and-seats.md §4.2 Seats): `held` come back as the viewer's
   * held_seats; picking a seat of `takenByOthers` answers 409, and the plan then shows it blocked.
   */
  seatHolds: ({ held = [], takenByOthers = [] }: { held?: number[]; takenByOthers?: number[] }) => {
    const lost = new Set<number>();
    const blockings = api('/events/:eventId/dates/:dateId/blockings');
    return [
      http.post(blockings, async ({ request }) => {
        const { seat_id: seatId } = await request.json() as { seat_id: number };
        if (!takenByOthers.includes(seatId)) return HttpResponse.json({ blocking: { seat_id: seatId, expires_at: new Date(Date.now() + 900_000).toISOString(), held_seats: [seatId] } }, { status: 201 });
        lost.add(seatId);
        return HttpResponse.json({ error: 'This seat has just been taken by someone else.', errors: { seat_id: ['taken'] } }, { status: 409 });
      }),
      http.delete(`${blockings}/:seatId`, () => new HttpResponse(null, { status: 204 })),
      ...seatedScenario((seating) => ({ ...seating, held_seats: held, blocked_seats: [...seating.blocked_seats, ...lost] })),
    ];
  },
  /**
   * The 'Lange Nacht' sells museum tickets (ticket_sales_in_shop): by default the day tickets;
   * pass the time-slot tickets (4, 5, 6) for the time-slot variant.
   */
  ticketsVariant: (tickets: number[] = [1, 2, 3]) => scenario({
    event: buildEventDetail({ id: EVENT_IDS.night, museum_id: 2, title: 'Lange Nacht im Naturkundemuseum', sub_title: 'Mit Taschenlampe durch die Säle', description: '<p>Eintritt mit einer regulären Tageskarte.</p>', ticket_sales_in_shop: true, tickets }),
    hasDate: (day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 6,
  }),
};
