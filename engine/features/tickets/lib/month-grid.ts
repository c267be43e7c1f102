// Plain calendar arithmetic on 'YYYY-MM' strings: the time selection runs these for every month on
// every render, and a dayjs object per day cost more than the grid itself on a phone (issue 12).
const pad = (value: number) => String(value).padStart(2, '0');
const parts = (month: string) => ({ year: Number(month.slice(0, 4)), index: Number(month.slice(5, 7)) - 1 });
const daysIn = (year: number, index: number) => new Date(Date.UTC(year, index + 1, 0)).getUTCDate();

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

export function addMonths(month: string, count: number): string {
  const { year, index } = parts(month);
  const total = year * 12 + index + count;
  return `${Math.floor(total / 12)}-${pad((total % 12 + 12) % 12 + 1)}`;
}

/** requirements/tickets.md §5.1 Dates: weeks start on Monday; cells outside the month are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const { year, index } = parts(month);
  const lead = (new Date(Date.UTC(year, index, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...Array.from({ length: daysIn(year, index) }, (_, day) => `${month}-${pad(day + 1)}`)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The /tickets/calendar range of one month, never before today (at most 31 days, requirements/api.md §4.5). */
export function monthRange(month: string, today: string): { start_at: string; end_at: string } | null {
  const { year, index } = parts(month);
  const end = `${month}-${pad(daysIn(year, index))}`;
  if (end < today) return null;
  const start = `${month}-01` < today ? today : `${month}-01`;
  return { start_at: start, end_at: end };
}
