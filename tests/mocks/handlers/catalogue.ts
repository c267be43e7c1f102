import { delay, http, HttpResponse } from 'msw';
import { buildCalendarDate, buildCalendarDays, buildEvent, buildExhibition, buildMerchandise, buildMuseum, buildTour, page } from '../fixtures/catalogue';
import { api } from '../api-url';

const perPageOf = (request: Request) => Number(new URL(request.url).searchParams.get('per_page') ?? 25);

/** Lists answer with `count` rows, honouring per_page, by_featured and a title search (q) like the real server. */
function list(path: string, key: string, build: (id: number) => { title?: unknown; featured?: unknown }, count: number) {
  return http.get(api(path), ({ request }) => {
    const search = new URL(request.url).searchParams;
    const q = search.get('q')?.toLowerCase();
    const featured = search.get('by_featured') === 'true';
    const rows = Array.from({ length: count }, (_, index) => build(index + 1))
      .filter((row) => (!q || String(row.title).toLowerCase().includes(q)) && (!featured || row.featured === true));
    return HttpResponse.json(page(key, rows, { perPage: perPageOf(request), total: rows.length }));
  });
}

const LISTS = ['/museums', '/exhibitions', '/events', '/tours', '/merchandises'];

/**
 * The product calendar across all events: every day has `perDay` dates. Calls naming one event
 * (by_event_ids, the event detail) fall through to the events handlers.
 */
function calendar(perDay: number) {
  const datesOf = (day: string) => Array.from({ length: perDay }, (_, index) => buildCalendarDate(day, index + 1));
  return [
    http.get(api('/calendar'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      if (search.has('by_event_ids[]')) return undefined;
      return HttpResponse.json({ data: buildCalendarDays(search.get('start_at')!, search.get('end_at')!, search.get('depth') ?? 'any', datesOf) });
    }),
    http.get(api('/dates'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      const dates = datesOf(search.get('start_at')!);
      return HttpResponse.json(page('dates', dates, { perPage: perPageOf(request), total: dates.length }));
    }),
  ];
}

export const catalogueHandlers = {
  default: ({ museums = 3, exhibitions = 12, events = 4, tours = 3, merchandise = 2, datesPerDay = 7 } = {}) => [
    ...calendar(datesPerDay),
    list('/museums', 'museums', buildMuseum, museums),
    http.get(api('/museums/:id'), ({ params }) => HttpResponse.json({ museum: buildMuseum(Number(params.id)) })),
    list('/exhibitions', 'exhibitions', buildExhibition, exhibitions),
    http.get(api('/exhibitions/:id'), ({ params }) => HttpResponse.json({ exhibition: { ...buildExhibition(Number(params.id)), description: '<p>Beschreibung</p>', content: {}, location: {} } })),
    list('/events', 'events', buildEvent, events),
    list('/tours', 'tours', buildTour, tours),
    list('/merchandises', 'merchandises', buildMerchandise, merchandise),
  ],
  empty: () => catalogueHandlers.default({ museums: 0, exhibitions: 0, events: 0, tours: 0, merchandise: 0, datesPerDay: 0 }),
  /** No event has a date: the product calendar shows its info message. */
  calendarEmpty: () => calendar(0),
  /** Every list stays pending, for loading states. */
  loading: () => LISTS.map((path) => http.get(api(path), async () => { await delay('infinite'); return HttpResponse.json({}); })),
  error: () => [
    http.get(api('/museums'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 })),
    http.get(api('/exhibitions'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 })),
  ],
  /** Details of unknown ids answer 404 like the server. */
  notFound: () => [
    http.get(api('/museums/:id'), () => HttpResponse.json({ error: 'Not found', errors: {} }, { status: 404 })),
    http.get(api('/exhibitions/:id'), () => HttpResponse.json({ error: 'Not found', errors: {} }, { status: 404 })),
  ],
};
