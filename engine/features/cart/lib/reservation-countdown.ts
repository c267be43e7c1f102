/** Whole seconds a hold has left; 0 once expired (requirements/cart.md §4.1 countdown). */
export function secondsLeft(validUntil: string, now: Date): number {
  const until = Date.parse(validUntil);
  if (Number.isNaN(until)) return 0;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** requirements/cart.md §4.1: the countdown reads mm:ss. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
