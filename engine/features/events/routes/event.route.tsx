import { useSuspenseQuery } from '@tanstack/react-query';
import { redirect, useParams, type LoaderFunction } from 'react-router-dom';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { eventQueries } from '../api/events.queries.ts';
import { failurePath } from '../../catalogue/api/catalogue.queries.ts';
import { EventDatesView } from './event-dates-view.tsx';
import { EventTicketsView } from './event-tickets-view.tsx';
import '../components/events.css';

/** requirements/events-and-seats.md §8: an event that cannot load (bad id, 404, server error) goes to the error page, namespace product.error. */
const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  const id = Number(params.id);
  try {
    if (!Number.isInteger(id) || id <= 0) throw new Error(`No event id: ${params.id}`);
    await context.queryClient.ensureQueryData(eventQueries.detail(scopeOf(context), id));
    return null;
  } catch (error) {
    return redirect(failurePath(error, 'product.error'));
  }
};

/**
 * /event/:id?date&date_id (requirements/events-and-seats.md §2.1 shop.product.event): the tickets variant when the event sells
 * tickets in the shop, else the dates variant.
 * Calls: GET /events/{id}, GET /calendar, GET /events/{id}/dates, GET /events/{id}/dates/{date_id}.
 */
function EventPage() {
  const id = Number(useParams().id);
  const { data: event } = useSuspenseQuery(eventQueries.detail(useQueryScope(), id));
  return event.ticket_sales_in_shop ? <EventTicketsView event={event} /> : <EventDatesView event={event} />;
}

export { EventPage as Component, RouteError as ErrorBoundary, loader };
