const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** requirements/tickets.md §9.1 Time selection: 3 h window, widened by 2 h each side up to 5 times, shifted by 2 h. */
const SPAN = 3 * HOUR;
const STEP = 2 * HOUR;
const MAX_WIDEN = 5;

export interface PreviewWindow {
  start: number;
  end: number;
}

/**
 * The preview starts at the anchor (selected time, else noon) − 1 min and spans 3 h; `shift` moves it
 * by 2 h per earlier/later click. When no slot falls inside, it widens by 2 h each side, up to 5 times.
 */
export function previewWindow(slotTimes: number[], anchor: number, shift = 0): PreviewWindow {
  let start = anchor - MINUTE + shift * STEP;
  let end = start + SPAN;
  for (let widen = 0; widen < MAX_WIDEN && !slotTimes.some((time) => time >= start && time < end); widen++) {
    start -= STEP;
    end += STEP;
  }
  return { start, end };
}

export function inWindow(time: number, window: PreviewWindow): boolean {
  return time >= window.start && time < window.end;
}
