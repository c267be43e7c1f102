import { RouteError } from '../../../shared/ui/route-error.tsx';
import { ProductListPage } from './product-list-page.tsx';

/** /products/tours with the events list's parameters (shop.products.tours). */
function ToursListPage() {
  return <ProductListPage kind="tours" />;
}

export { ToursListPage as Component, RouteError as ErrorBoundary };
