import { isApiError } from '../../../shared/api/api-error.ts';

export type BootstrapFailure = 'maintenance' | 'locale' | 'error';

/**
 * requirements/settings.md §4.1 / requirements/settings.md §8.1: 503 means maintenance; a 422 whose error mentions the locale is retried
 * with German; everything else is the generic page error.
 */
export function classifyBootstrapError(error: unknown): BootstrapFailure {
  if (!isApiError(error)) return 'error';
  if (error.status === 503) return 'maintenance';
  if (error.status === 422 && mentionsLocale(error.data ?? error.message)) return 'locale';
  return 'error';
}

function mentionsLocale(data: unknown): boolean {
  return /locale/i.test(typeof data === 'string' ? data : JSON.stringify(data ?? ''));
}
