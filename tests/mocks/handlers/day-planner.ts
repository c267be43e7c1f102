import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { PlanEventDate, PlanTour, PlanTourStart } from '../../../engine/features/day-planner/api/day-plan.api';
import { slotAt } from '../../../engine/features/tickets/lib/berlin-day';
import { api } from '../api-url';

/**
 * The day planner's reads (GET /tours, /tours/{id}/start_times/{date}, /dates) shaped like the
 * seeded server on a Thursday: the Architekturführung from 15:00, the curator's tour at 17:00 and
 * 17:30 (75 min), the evening talk at 18:00 in the Kunsthalle and a reading at 18:30 in museum 3.
 */
const TOURS: PlanTour[] = [
  { id: 1, title: 'Architekturführung Kunsthalle', museum_id: 1, bookable: true, duration: 60 },
  { id: 4, title: 'Kuratorinnenführung „Farbräume“', museum_id: 1, bookable: true, duration: 75 },
];
const STARTS: Record<number, number[]> = { 1: [15 * 60, 16 * 60], 4: [17 * 60, 17 * 60 + 30] };

const start = (date: string, minute: number): PlanTourStart => ({ start_time: slotAt(date, minute), participants: { min: 1, max: 15, bookable: 15 } });
const eventDate = (date: string, id: number, title: string, museumId: number, minute: number, duration: number): PlanEventDate => ({
  id, event_id: id + 100, museum_id: museumId, title, bookable: true, start_time: slotAt(date, minute), duration, seats: { available: 20 },
});

interface PlannerScenario {
  /** Shifts every offer by minutes (negative: all before a 16:00 entry). */
  shift?: number;
}

function scenario({ shift = 0 }: PlannerScenario = {}): RequestHandler[] {
  return [
    http.get(api('/tours'), () => HttpResponse.json({ tours: TOURS, meta: { total_count: TOURS.length } })),
    http.get(api('/tours/:id/start_times/:date'), ({ params }) => {
      const minutes = STARTS[Number(params.id)] ?? [];
      return HttpResponse.json({ data: minutes.map((minute) => start(String(params.date), minute + shift)) });
    }),
    http.get(api('/dates'), ({ request }) => {
      const date = new URL(request.url).searchParams.get('start_at')!;
      const dates = [eventDate(date, 9, 'Abendvortrag: Farbe und Raum', 1, 18 * 60 + shift, 60), eventDate(date, 12, 'Lesung im Kornhaus', 3, 18 * 60 + 30 + shift, 75)];
      return HttpResponse.json({ dates, meta: { total_count: dates.length } });
    }),
  ];
}

export const dayPlannerHandlers = {
  default: scenario,
  /** Everything of the day lies before a 16:00 entry. */
  nothingFits: () => scenario({ shift: -8 * 60 }),
  /** The day's reads never answer. */
  loading: (): RequestHandler[] => [http.get(api('/dates'), async () => { await delay('infinite'); return HttpResponse.json({}); }), ...scenario()],
  /** GET /dates fails. */
  error: (): RequestHandler[] => [http.get(api('/dates'), () => HttpResponse.json({ error: 'Internal server error', errors: {} }, { status: 500 })), ...scenario()],
};
