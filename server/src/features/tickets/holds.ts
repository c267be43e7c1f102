/** A hold lasts 5 minutes; each update renews it, for at most 60 minutes in total. @see requirements/api.md §5 */
const HOLD_MS = 5 * 60_000;
export const HOLD_MAX_MS = 60 * 60_000;

export function holdUntil(now: Date): Date {
  return new Date(now.getTime() + HOLD_MS);
}

/** Renewal: five more minutes from now, never beyond created_at + 60 minutes. */
export function renewedUntil(now: Date, hardExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + HOLD_MS, hardExpiresAt.getTime()));
}

export function isAlive(validUntil: Date, now: Date): boolean {
  return validUntil.getTime() > now.getTime();
}
