import { http, HttpResponse } from 'msw';
import { api } from './api-url';

/**
 * house-style.md §14 wants `onUnhandledRequest: 'error'`, but the storybook addon's worker is shared
 * and a printed error does not fail a story. So the last handler answers every API call nobody
 * mocked with a 501 and records it; the harness fails the story when the list is not empty.
 */
const unhandled: string[] = [];

export const strictHandlers = {
  catchAll: () =>
    http.all(api('/*'), ({ request }) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return HttpResponse.json({ error: 'No mock for this request', errors: {} }, { status: 501 });
    }),
};

/** Returns the API calls that reached the catch-all since the last call, and forgets them. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0, unhandled.length);
}
