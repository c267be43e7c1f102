/** settings general.notice: first and last day (YYYY-MM-DD, inclusive); '' leaves that side open. */
export interface NoticeWindow {
  from: string;
  until: string;
}

const DAY = 864e5;

/**
 * Whether the operator's notice is due at `now` (ms): a holiday notice must not outlive its holiday
 * (issue 19). Days are read as UTC days, so in Berlin a period starts and ends at 1 am (2 am in
 * summer) rather than midnight: harmless for a notice, and no time-zone code in the header, which
 * every first screen loads (issue 12).
 */
export function isNoticeCurrent(window: Partial<NoticeWindow> | undefined, now: number): boolean {
  return !(window?.from && now < Date.parse(window.from)) && !(window?.until && now >= Date.parse(window.until) + DAY);
}
