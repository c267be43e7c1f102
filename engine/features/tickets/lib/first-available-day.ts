/**
 * Settings vip.firstAvailableDate (spec browsing §4 'VIP users get … the first available date'):
 * the earliest day of a /tickets/calendar answer that has a bookable ticket, or null.
 */
export function firstAvailableDay(calendar: Record<string, boolean> | undefined): string | null {
  if (!calendar) return null;
  return Object.keys(calendar).filter((day) => calendar[day]).sort()[0] ?? null;
}
