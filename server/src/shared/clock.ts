/**
 * The server's one source of "now" (AppDeps.now). `CLOCK_START` (an ISO instant with offset, e.g.
 * `2026-03-29T01:30:00+01:00`) starts the clock at that instant when the process starts and lets it run from
 * there, so e2e journeys can run at fixed instants (a Sunday 23:30, a closed day, the daylight-saving days)
 * together with Playwright's browser clock. `CLOCK_EPOCH` (wall-clock milliseconds) says when CLOCK_START was
 * "now", so the server and the browsers of one e2e run share one clock to the millisecond; without it the clock
 * starts at process start. Unset CLOCK_START: the wall clock.
 */
export function clockFrom(start: string | undefined, wallClock: () => number = Date.now, epoch?: string): () => Date {
  if (!start) return () => new Date(wallClock());
  const startMs = Date.parse(start);
  if (Number.isNaN(startMs)) throw new Error(`CLOCK_START is not an ISO instant: '${start}'`);
  const startedAt = epoch ? Number(epoch) : wallClock();
  if (Number.isNaN(startedAt)) throw new Error(`CLOCK_EPOCH is not a number of milliseconds: '${epoch}'`);
  return () => new Date(startMs + (wallClock() - startedAt));
}
