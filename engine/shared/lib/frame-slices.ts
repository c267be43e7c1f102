import { nextFrame } from './next-frame.ts';
import { nextTask } from './next-task.ts';

/**
 * Work per task before the rest waits for the next one: on a phone with a quarter of this machine's speed
 * that stays under the 50 ms from which a task counts as blocking (issue 12, total blocking time).
 */
export const SLICE_MS = 10;

/**
 * A scheduler for the query cache's notifications (main.tsx): what arrives until the next frame is
 * delivered together at that frame, as nextFrame does, but in slices: after each notification, once
 * the renders it caused (flushed in a microtask) have run, the rest waits for a later task when the
 * slice has taken SLICE_MS. On a first load the start page's lists answer together, and rendering
 * them all in one task was its longest task.
 */
export function frameSlices(now: () => number = () => performance.now()): (callback: () => void) => void {
  const queue: Array<() => void> = [];
  let draining = false;

  async function drain(): Promise<void> {
    let sliceStart = now();
    while (queue.length > 0) {
      try {
        queue.shift()!();
      } catch (error) {
        // One subscriber's failure must not stop the others' answers.
        reportError(error);
      }
      // The renders this notification queued run before this continuation (both are microtasks, theirs first).
      await Promise.resolve();
      if (queue.length > 0 && now() - sliceStart >= SLICE_MS) {
        await nextTask();
        sliceStart = now();
      }
    }
    draining = false;
  }

  return (callback) => {
    queue.push(callback);
    if (draining) return;
    draining = true;
    nextFrame(() => void drain());
  };
}
