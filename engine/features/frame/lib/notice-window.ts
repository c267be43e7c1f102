/** settings general.notice: first and last day (YYYY-MM-DD, inclusive); '' leaves that side open. */
export interface NoticeWindow {
  from: string;
  until: string;
}

/**
 * The calendar day of `now` in the shop's time zone. Intl rather than dayjs: the header renders on
 * every first screen and should not pull the date library in (issue 12).
 */
export function shopDay(now: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether the operator's notice is due on `day`: a holiday notice must not outlive its holiday (issue 19). */
export function isNoticeCurrent(window: Partial<NoticeWindow> | undefined, day: string): boolean {
  const from = window?.from ?? '';
  const until = window?.until ?? '';
  return (from === '' || from <= day) && (until === '' || day <= until);
}
