import { dayjs } from '../../../shared/i18n/dayjs.ts';

export interface DateWindowSettings {
  /** per_page of each dates call. */
  perPage: number;
  /** At most this many pages per window. */
  maxPagesPerWindow: number;
  /** Length of one window in days. */
  windowDays: number;
  /** A further window is loaded while fewer dates than this are found. */
  minDatesBeforeExtend: number;
  /** Each 'later dates' request adds this many days after the loaded range. */
  loadMoreExtendDays: number;
}

export interface DayRange { start: string; end: string }
export type DatesPage<T> = (range: DayRange, page: number, perPage: number) => Promise<{ dates: T[]; total: number }>;

/** How many windows the first load may try before it stops looking (one year at the spec's 60 days). */
const MAX_WINDOWS = 6;
const plus = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

async function loadRange<T>(fetchPage: DatesPage<T>, range: DayRange, perPage: number, maxPages: number): Promise<T[]> {
  const dates: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await fetchPage(range, page, perPage);
    dates.push(...answer.dates);
    if (page * perPage >= answer.total) break;
  }
  return dates;
}

/**
 * requirements/events-and-seats.md §9.1 'Event and tour dates' (settings catalogue.eventDates): dates load in windows of
 * windowDays, at most maxPagesPerWindow pages of perPage each; while fewer than
 * minDatesBeforeExtend are found the next window follows. Each of `extensions` then adds
 * loadMoreExtendDays after the loaded range ('later dates').
 */
export async function loadDateWindows<T>(fetchPage: DatesPage<T>, today: string, settings: DateWindowSettings, extensions = 0): Promise<{ dates: T[]; until: string }> {
  const dates: T[] = [];
  let start = today;
  let until = today;
  for (let window = 0; window < MAX_WINDOWS && dates.length < settings.minDatesBeforeExtend; window++) {
    until = plus(start, settings.windowDays - 1);
    dates.push(...await loadRange(fetchPage, { start, end: until }, settings.perPage, settings.maxPagesPerWindow));
    start = plus(until, 1);
  }
  for (let extension = 0; extension < extensions; extension++) {
    const range = { start: plus(until, 1), end: plus(until, settings.loadMoreExtendDays) };
    dates.push(...await loadRange(fetchPage, range, settings.perPage, settings.maxPagesPerWindow));
    until = range.end;
  }
  return { dates, until };
}
