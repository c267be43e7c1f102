import type { QueryClient } from '@tanstack/react-query';

interface Ready {
  promise: Promise<void>;
  resolve: () => void;
  done: boolean;
}

// Keyed by the instance's query cache, which no other shop instance on the page shares.
const readiness = new WeakMap<QueryClient, Ready>();

function readyOf(queryClient: QueryClient): Ready {
  let ready = readiness.get(queryClient);
  if (!ready) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    ready = { promise, resolve, done: false };
    readiness.set(queryClient, ready);
  }
  return ready;
}

/**
 * Settles once the bootstrap gate has prepared the shop (language, translations, the customer's
 * stored session): route loaders of a router created before that wait for it, while their route
 * chunks already download.
 */
export function shopReady(queryClient: QueryClient): Promise<void> {
  return readyOf(queryClient).promise;
}

export function markShopReady(queryClient: QueryClient): void {
  const ready = readyOf(queryClient);
  ready.done = true;
  ready.resolve();
}

/** Whether the shop was prepared already: the live page prepares it before React mounts (prepare-before-mount.ts). */
export function isShopReady(queryClient: QueryClient): boolean {
  return readyOf(queryClient).done;
}
