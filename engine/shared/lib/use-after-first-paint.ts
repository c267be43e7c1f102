import { useEffect, useState } from 'react';

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * False while a component first shows; true once the browser has painted it and has time to spare
 * (requestIdleCallback, at most `timeoutMs` later; the next task where the browser has no idle
 * callbacks). For requests the first screen does not show (closed menus, lists below the fold): they
 * start after it, instead of sharing the phone's connection with what it does show (issue 12).
 */
export function useAfterFirstPaint(timeoutMs = 500): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback) {
      const handle = idle.requestIdleCallback(() => setPainted(true), { timeout: timeoutMs });
      return () => idle.cancelIdleCallback?.(handle);
    }
    const handle = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(handle);
  }, [painted, timeoutMs]);
  return painted;
}
