import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when it appears after a user's step (a date or time chosen, a step
 * reopened), so keyboard and screen-reader users continue there instead of at the top of the page.
 * Off on the first render of a deep link, where the page itself should keep the focus.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: later renders of the same step must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
