/**
 * Where this process is in its life: readiness needs the migrations done, and once a
 * SIGTERM starts the drain no new request is taken (the load balancer sees /readyz fail).
 */
export interface Lifecycle {
  migrated: boolean;
  draining: boolean;
  /** Requests inside a handler right now; the drain waits for this to reach 0. */
  inFlight: number;
}

export function createLifecycle(): Lifecycle {
  return { migrated: false, draining: false, inFlight: 0 };
}

/** Resolves once no request is in flight, or after `timeoutMs` (returns false then). */
export async function waitForIdle(lifecycle: Lifecycle, timeoutMs: number, pollMs = 20): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (lifecycle.inFlight > 0) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return true;
}
