/** What the page's performance observers saw during one load (times in ms since navigation start). */
export interface VitalsRecord {
  fcp: number | null;
  lcp: number | null;
  shifts: { start: number; value: number }[];
  longTasks: { start: number; duration: number }[];
}

/**
 * Runs in the page before any of its scripts (Playwright's addInitScript): buffered observers
 * for paint, LCP, layout shifts without recent input and long tasks, collected on window.
 */
export const VITALS_PROBE = `(() => {
  const record = { fcp: null, lcp: null, shifts: [], longTasks: [] };
  window.__vitals = record;
  const observe = (type, each) => { try { new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true }); } catch {} };
  observe('paint', (entry) => { if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime; });
  observe('largest-contentful-paint', (entry) => { record.lcp = entry.startTime; });
  observe('layout-shift', (entry) => { if (!entry.hadRecentInput) record.shifts.push({ start: entry.startTime, value: entry.value }); });
  observe('longtask', (entry) => { record.longTasks.push({ start: entry.startTime, duration: entry.duration }); });
})();`;

/**
 * Cumulative layout shift as Chrome defines it: shifts group into session windows (a gap under
 * 1 s, a window at most 5 s long) and the largest window counts.
 */
export function cumulativeLayoutShift(shifts: VitalsRecord['shifts']): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start - previous > 1000 || shift.start - windowStart > 5000) {
      current = 0;
      windowStart = shift.start;
    }
    current += shift.value;
    previous = shift.start;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Total blocking time after first contentful paint: each long task's part beyond 50 ms. */
export function totalBlockingTime({ fcp, longTasks }: Pick<VitalsRecord, 'fcp' | 'longTasks'>): number {
  return longTasks
    .filter((task) => fcp === null || task.start + task.duration > fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
}
