import { useSuspenseQuery } from '@tanstack/react-query';
import { redirect, useParams, type LoaderFunction } from 'react-router-dom';
import { scopeOf, type RouteContext } from '../../../shared/api/route-context.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { CatalogueDetail } from '../../catalogue/components/catalogue-detail.tsx';
import { tourQueries } from '../api/tours.queries.ts';
import { failurePath } from '../../catalogue/api/catalogue.queries.ts';
import { TourBooking } from './tour-booking.tsx';

const validId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** requirements/tours.md §8: a tour that cannot load (unknown id, bad id, server error) → /page/error, product.error. */
const loader = (context: RouteContext): LoaderFunction => async ({ params }) => {
  const id = validId(params.id);
  if (id === null) return redirect(failurePath(null, 'product.error'));
  try {
    await context.queryClient.ensureQueryData(tourQueries.detail(scopeOf(context), id));
    return null;
  } catch (error) {
    return redirect(failurePath(error, 'product.error'));
  }
};

/**
 * /product/tour/:id?date (requirements/tours.md §2.1 'Tour detail'): title, subtitle, picture and description,
 * then the booking steps. Calls: GET /tours/{id}; the steps add start_times and prices.
 */
function TourPage() {
  const id = Number(useParams().id);
  const { data: tour } = useSuspenseQuery(tourQueries.detail(useQueryScope(), id));
  return (
    <CatalogueDetail title={tour.title} subTitle={tour.sub_title} picture={tour.picture} description={tour.description}>
      <TourBooking key={tour.id} tour={tour} />
    </CatalogueDetail>
  );
}

export { TourPage as Component, RouteError as ErrorBoundary, loader };
