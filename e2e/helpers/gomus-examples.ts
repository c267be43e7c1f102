import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { exampleAnswers, type TicketExamples } from '../../tests/mocks/gomus-example-answers.ts';
import { runNow } from './clock.ts';
import { berlinSlot } from './tickets.ts';

const example = (name: string): unknown => JSON.parse(readFileSync(`tests/fixtures/api-examples/${name}.json`, 'utf8'));

/** The catalogue answers served as the examples are, whatever the query (GET path → example file). */
const CATALOGUE: [RegExp, string][] = [
  [/^\/museums$/, 'GET_museums'], [/^\/museums\/\d+$/, 'GET_museums_{id}'],
  [/^\/exhibitions$/, 'GET_exhibitions'], [/^\/exhibitions\/\d+$/, 'GET_exhibitions_{id}'],
  [/^\/events$/, 'GET_events'], [/^\/tours$/, 'GET_tours'],
];

/**
 * Issue 13, the reverse direction in the browser: every call of the catalogue and the time screen
 * (museums, exhibitions, events, tours, tickets, calendar, capacities, content, holds) is answered
 * from the go~mus docs' examples (tests/mocks/gomus-example-answers.ts, the stories use the same);
 * what the docs have no example of (GET /shop, ticket groups, empty days, POST /cart) still comes
 * from our server. Returns the paths answered from examples, so a journey can show it used them.
 */
export async function answerFromExamples(page: Page): Promise<string[]> {
  const answers = exampleAnswers({
    tickets: example('GET_tickets'), calendar: example('GET_tickets_calendar_depth-any'), capacities: example('GET_tickets_capacities'),
    content: example('GET_tickets_content'), reservation: example('POST_tickets_reservations.response'),
  } as TicketExamples, berlinSlot);
  const served: string[] = [];
  const reply = (route: Route, path: string, json: unknown, status = 200) => {
    served.push(`${route.request().method()} ${path}`);
    return route.fulfill({ status, json });
  };
  await page.route(/\/api\/v4\//, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api\/v4/, '');
    const get = request.method() === 'GET';
    const catalogue = get ? CATALOGUE.find(([pattern]) => pattern.test(path)) : undefined;
    if (catalogue) return reply(route, path, example(catalogue[1]));
    if (get && path === '/tickets') return reply(route, path, answers.tickets());
    if (get && path === '/tickets/calendar') return reply(route, path, answers.calendar(url.searchParams.get('start_at')!, url.searchParams.get('end_at')!));
    if (path === '/tickets/capacities') {
      const date = get ? url.searchParams.get('date')! : (request.postDataJSON() as { date: string }).date;
      return reply(route, path, answers.capacities(date));
    }
    if (get && path === '/tickets/content') return reply(route, path, answers.content());
    if (request.method() === 'POST' && path === '/tickets/reservations') {
      return reply(route, path, answers.reservation((request.postDataJSON() as { reservation?: Parameters<typeof answers.reservation>[0] }).reservation, runNow()), 201);
    }
    return route.continue();
  });
  return served;
}
