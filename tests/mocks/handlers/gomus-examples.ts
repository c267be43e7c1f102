import { http, HttpResponse, type RequestHandler } from 'msw';
import { slotAt } from '../../../engine/features/tickets/lib/berlin-day';
import calendar from '../../fixtures/api-examples/GET_tickets_calendar_depth-any.json';
import capacities from '../../fixtures/api-examples/GET_tickets_capacities.json';
import content from '../../fixtures/api-examples/GET_tickets_content.json';
import reservation from '../../fixtures/api-examples/POST_tickets_reservations.response.json';
import tickets from '../../fixtures/api-examples/GET_tickets.json';
import { api } from '../api-url';
import { exampleAnswers } from '../gomus-example-answers';

/** The time screen's calls answered from the go~mus docs' examples (issue 13, see gomus-example-answers.ts). */
export function gomusExampleHandlers(): RequestHandler[] {
  const answers = exampleAnswers({ tickets, calendar, capacities, content, reservation }, slotAt);
  return [
    http.get(api('/tickets'), () => HttpResponse.json(answers.tickets())),
    http.get(api('/tickets/calendar'), ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(answers.calendar(url.searchParams.get('start_at')!, url.searchParams.get('end_at')!));
    }),
    http.get(api('/tickets/capacities'), ({ request }) => HttpResponse.json(answers.capacities(new URL(request.url).searchParams.get('date')!))),
    http.post(api('/tickets/capacities'), async ({ request }) => HttpResponse.json(answers.capacities(((await request.json()) as { date: string }).date))),
    http.get(api('/tickets/content'), () => HttpResponse.json(answers.content())),
    // The example hold as it is (its 2016 times): the story does not go on to the cart.
    http.post(api('/tickets/reservations'), () => HttpResponse.json(reservation, { status: 201 })),
  ];
}
