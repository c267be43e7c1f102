import { RouteError } from '../../../shared/ui/route-error.tsx';
import { MaintenancePage } from '../components/maintenance-page.tsx';

/** /maintenance, where a 503 on any later load sends the visitor (requirements/catalogue.md §7.1). */
function Maintenance() {
  return <MaintenancePage embedded />;
}

export { Maintenance as Component, RouteError as ErrorBoundary };
