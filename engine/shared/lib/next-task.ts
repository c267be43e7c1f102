interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the work after it does not lengthen the current one: the browser
 * may paint and handle input in between. A long task is what counts as blocking time (issue 12);
 * steps that each take 30–100 ms on a phone are cheap apart and expensive chained into one task.
 * `scheduler.yield()` where the browser has it (the continuation keeps its priority), else a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
