import { RouteError } from '../../../shared/ui/route-error.tsx';
import { ProductListPage } from './product-list-page.tsx';

/** /products/events?museum_id&exhibition_id&language_id&category_id (shop.products.events). */
function EventsListPage() {
  return <ProductListPage kind="events" />;
}

export { EventsListPage as Component, RouteError as ErrorBoundary };
