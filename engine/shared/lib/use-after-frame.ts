import { useEffect, useState } from 'react';

/**
 * With `enabled`: false in a component's first render, true a task after that render has been painted.
 * Lets the shop's frame (header, consent banner) show first and the page follow in a task of its own:
 * in one task the two were the longest stretch of a phone's first load (issue 12, total blocking time).
 * Without it, true at once (Storybook and the preview render the page with its frame).
 */
export function useAfterFrame(enabled: boolean): boolean {
  const [after, setAfter] = useState(!enabled);
  useEffect(() => {
    if (after) return;
    const handle = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(handle);
  }, [after]);
  return after;
}
