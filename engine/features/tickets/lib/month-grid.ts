import { dayjs } from '../../../shared/i18n/dayjs.ts';

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, count: number): string {
  return dayjs(`${month}-01`).add(count, 'month').format('YYYY-MM');
}

/** requirements/tickets.md §5.1 Dates: weeks start on Monday; cells outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = dayjs(`${month}-01`);
  const lead = (first.day() + 6) % 7;
  const days = first.daysInMonth();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => first.add(i, 'day').format('YYYY-MM-DD'))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The /tickets/calendar range of one month, never before today (at most 31 days, requirements/api.md §4.5). */
export function monthRange(month: string, today: string): { start_at: string; end_at: string } | null {
  const end = dayjs(`${month}-01`).endOf('month').format('YYYY-MM-DD');
  if (end < today) return null;
  const start = `${month}-01` < today ? today : `${month}-01`;
  return { start_at: start, end_at: end };
}
