import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Tour, TourEquipment, TourPrices, TourStartTime } from '../../../engine/features/tours/api/tours.api';
import {
  architecturePrices, buildGroupTourDetail, buildStartTimes, buildTourDays, buildTourDetail, groupTourPrices, OLD_TOWN_TOUR_ID,
} from '../fixtures/tours';
import { api } from '../api-url';

/** What a tour scenario varies; everything else answers like the seeded server. */
export interface TourScenario {
  tours?: Tour[];
  /** Day → has a free start (default: every day but Mondays, the Kunsthalle's closing day). */
  bookable?: (date: string) => boolean;
  starts?: (date: string) => TourStartTime[];
  /** Called with each prices request's query, e.g. a storybook fn() spy. */
  onPrices?: (query: URLSearchParams) => void;
  /** Free pieces of an equipment at a start (default: its configured max, nothing booked). */
  equipmentFree?: (equipment: TourEquipment, startTime: string) => number;
}

const notMonday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 1;
const notFound = () => HttpResponse.json({ error: 'Not found', errors: {} }, { status: 404 });

/** Like the server: an institution address with audience 3 gets the special prices (issue 7). */
function pricesOf(tourId: number, query: URLSearchParams): TourPrices {
  if (tourId === OLD_TOWN_TOUR_ID) return groupTourPrices();
  const audience = query.get('billing_address_id') ? Number(query.get('price_target_audience_id')) || null : null;
  return architecturePrices(audience);
}

function scenario({
  tours = [buildTourDetail(), buildGroupTourDetail()], bookable = notMonday, starts = (date) => buildStartTimes(date), onPrices, equipmentFree = (equipment) => equipment.max,
}: TourScenario = {}): RequestHandler[] {
  const known = (id: unknown) => tours.find((tour) => tour.id === Number(id));
  return [
    http.get(api('/tours/:id'), ({ params }) => {
      const tour = known(params.id);
      return tour ? HttpResponse.json({ tour }) : notFound();
    }),
    http.get(api('/tours/:id/start_times'), ({ params, request }) => {
      if (!known(params.id)) return notFound();
      const url = new URL(request.url);
      return HttpResponse.json({ data: buildTourDays(url.searchParams.get('start_at')!, url.searchParams.get('end_at')!, bookable) });
    }),
    http.get(api('/tours/:id/start_times/:date'), ({ params }) => {
      if (!known(params.id)) return notFound();
      const date = String(params.date);
      return HttpResponse.json({ data: bookable(date) ? starts(date) : [] });
    }),
    // Like the server (requirements/api.md §7.4): one entry keyed by the start time, 404 for unknown equipment.
    http.get(api('/tours/:id/equipments/:equipmentId/:startTime'), ({ params }) => {
      const equipment = known(params.id)?.equipment.find((piece) => piece.id === Number(params.equipmentId));
      if (!equipment) return notFound();
      const startTime = String(params.startTime);
      return HttpResponse.json({ data: { [startTime]: equipmentFree(equipment, startTime) } });
    }),
    http.get(api('/tours/:id/prices'), ({ params, request }) => {
      if (!known(params.id)) return notFound();
      const query = new URL(request.url).searchParams;
      onPrices?.(query);
      return HttpResponse.json(pricesOf(Number(params.id), query));
    }),
  ];
}

/** Default plus named scenarios (house-style.md §14); each returns the whole handler list. */
export const toursHandlers = {
  default: scenario,
  /** No free start in any day the detail asks for. */
  empty: (options: TourScenario = {}) => scenario({ ...options, bookable: () => false }),
  /** Every start has 5 of 25 places left: every date shows the few-seats mark. */
  fewLeft: (options: TourScenario = {}) => scenario({ ...options, starts: (date) => buildStartTimes(date, { bookable: 5 }) }),
  /** 3 of each equipment's pieces left at every start: the equipment selects offer 0..3 and say so. */
  equipmentFewLeft: (options: TourScenario = {}) => scenario({ ...options, equipmentFree: () => 3 }),
  /** Every piece of equipment is booked at every start. */
  equipmentSoldOut: (options: TourScenario = {}) => scenario({ ...options, equipmentFree: () => 0 }),
  /** The day map stays pending, for the loading state of the date list. */
  loading: (options: TourScenario = {}) => [
    http.get(api('/tours/:id/start_times'), async () => { await delay('infinite'); return HttpResponse.json({}); }),
    ...scenario(options),
  ],
  /** The detail fails, as an unknown or broken tour does. */
  error: () => [http.get(api('/tours/:id'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 })), ...scenario()],
};
