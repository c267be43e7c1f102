const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isValidDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * requirements/tickets.md §5.1 Dates: a date param must be a valid YYYY-MM-DD, today or later; otherwise the configured
 * start date (when itself valid and not past) or today is used.
 */
export function resolveTicketDate(param: string | null | undefined, today: string, startDate = ''): string {
  if (isValidDay(param) && param >= today) return param;
  if (isValidDay(startDate) && startDate >= today) return startDate;
  return today;
}
