export interface RegistrationWindow {
  /** YYYY-MM-DD; registration is possible from this day. */
  startsAt?: string;
  /** YYYY-MM-DD, last day of registration; empty means open-ended. */
  endsAt?: string;
}

/** Settings vip.registration: is VIP registration open on `today` (YYYY-MM-DD, Europe/Berlin)? */
export function registrationOpen(window: RegistrationWindow, today: string): boolean {
  if (window.startsAt && today < window.startsAt) return false;
  if (window.endsAt && today > window.endsAt) return false;
  return true;
}
