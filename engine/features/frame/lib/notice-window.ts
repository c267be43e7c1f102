/** settings general.notice: first and last day (YYYY-MM-DD, inclusive); '' leaves that side open. */
export interface NoticeWindow {
  from: string;
  until: string;
}

/**
 * Whether the operator's notice is due at `now`: a holiday notice must not outlive its holiday
 * (issue 19). Days count in the shop's time zone; 'sv-SE' writes them as YYYY-MM-DD. Intl rather
 * than dayjs, and this small, because the header is on every first screen (issue 12).
 */
export function isNoticeCurrent(window: Partial<NoticeWindow> | undefined, now: Date, timeZone: string): boolean {
  const day = now.toLocaleDateString('sv-SE', { timeZone });
  return !(window?.from && day < window.from) && !(window?.until && day > window.until);
}
