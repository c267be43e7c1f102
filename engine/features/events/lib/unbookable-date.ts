import { isApiError } from '../../../shared/api/api-error.ts';

/**
 * requirements/events-and-seats.md §8.1 'Event dates': a date error naming 'product without accounting article' means the date can
 * never be booked, so the date picker goes too, not only the prices.
 */
export function isUnbookableDateError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return `${error.message} ${JSON.stringify(error.data ?? '')}`.toLowerCase().includes('product without accounting article');
}
