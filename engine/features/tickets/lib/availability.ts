import type { CapacitiesResponse } from '../api/tickets.api.ts';
import { addDays } from './berlin-day.ts';
import { dayjs } from '../../../shared/i18n/dayjs.ts';

/** requirements/tickets.md §4: the sold-out banner shows when all loaded calendar days are unavailable (and its text exists). */
export function allDaysUnavailable(days: Record<string, boolean>[]): boolean {
  const values = days.flatMap((month) => Object.values(month));
  return values.length > 0 && values.every((bookable) => !bookable);
}

/** requirements/tickets.md §4.2 combi sold-out check: today + 30 days, or to the end of the month when that lies further. */
export function combiCheckRange(today: string): { start_at: string; end_at: string } {
  const padded = addDays(today, 30);
  const monthEnd = dayjs(today).endOf('month').format('YYYY-MM-DD');
  return { start_at: today, end_at: monthEnd > padded ? monthEnd : padded };
}

/** requirements/tickets.md §9.3 Annual: a synthetic quota 9999 with capacity 100 stands in for the capacities call. */
const ANNUAL_QUOTA = '9999';
const ANNUAL_CAPACITY = 100;
export function annualCapacities(ticketIds: number[], slot: string): CapacitiesResponse {
  return { [ANNUAL_QUOTA]: { tickets: ticketIds, capacities: { [slot]: ANNUAL_CAPACITY }, total_capacities: { [slot]: ANNUAL_CAPACITY } } };
}
