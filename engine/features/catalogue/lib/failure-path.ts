import { paths } from '../../../app/paths.ts';
import { isApiError } from '../../../shared/api/api-error.ts';

/**
 * requirements/catalogue.md §8.1 'Load failures': a detail that cannot load goes to the error page with the
 * screen's namespace (museum.error, exhibition.error …); a 503 goes to maintenance.
 */
export function failurePath(error: unknown, namespace: string): string {
  if (isApiError(error) && error.status === 503) return paths.maintenance.href();
  return paths.page.href('error', namespace);
}
