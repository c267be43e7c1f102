/**
 * The waiting screen's 'remaining' value (requirements/waiting-room.md §2 'a humanized remaining time'): whole
 * minutes rounded up below 90 minutes, hours above, in the shop language ('in 5 Minuten').
 */
export function humanizeRemaining(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 90 ? format.format(minutes, 'minute') : format.format(Math.round(minutes / 60), 'hour');
}
