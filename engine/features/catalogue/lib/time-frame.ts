import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';

/** An exhibition's running period (requirements/catalogue.md §3.2 time_frames). */
export interface TimeFrame { start_at: string; end_at: string }

/** requirements/catalogue.md §2.4: each running period reads 'DD.MM.YYYY - DD.MM.YYYY', on the shop's calendar. */
export function timeFrameText(frames: readonly TimeFrame[] | null | undefined, timezone = DEFAULT_TIMEZONE): string | null {
  const day = (value: string) => dayjs(value).tz(timezone).format('DD.MM.YYYY');
  const parts = (frames ?? []).filter((frame) => frame.start_at && frame.end_at).map((frame) => `${day(frame.start_at)} - ${day(frame.end_at)}`);
  return parts.length ? parts.join(', ') : null;
}
