import { dayjs } from '../../../shared/i18n/dayjs.ts';

/** Days from start to end, both included. */
export function daysBetweenCount(start: string, end: string): number {
  return dayjs(end).diff(dayjs(start), 'day') + 1;
}
