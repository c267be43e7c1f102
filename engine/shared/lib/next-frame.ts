/** Longest wait for a frame: a hidden tab draws none, and its data must still arrive (browsers run it within a second). */
const HIDDEN_TAB_FALLBACK_MS = 100;

/**
 * Runs `callback` once, at the next frame or after HIDDEN_TAB_FALLBACK_MS, whichever comes first.
 * The query cache's notifications wait for it (frame-slices.ts, set in main.tsx): on a first load about
 * ten answers arrive within a few milliseconds, and each one notified in a task of its own re-rendered
 * the screen; they now render at one frame (issue 12).
 */
export function nextFrame(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  setTimeout(run, HIDDEN_TAB_FALLBACK_MS);
}
