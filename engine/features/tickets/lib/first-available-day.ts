/**
 * Settings vip.firstAvailableDate (requirements/annual-and-vip.md §4.2 'VIP users get … the first available date'):
 * the earliest day of a /tickets/calendar answer that has a bookable ticket, or null.
 */
export function firstAvailableDay(calendar: Record<string, boolean> | undefined): string | null {
  if (!calendar) return null;
  return Object.keys(calendar).filter((day) => calendar[day]).sort()[0] ?? null;
}
