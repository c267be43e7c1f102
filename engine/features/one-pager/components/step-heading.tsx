import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A step's heading. A step that appears after 'next' takes focus, so keyboard and screen-reader
 * users land on it instead of on the page body where the vanished button was.
 */
export function StepHeading({ id, children, focusOnMount = false }: { id: string; children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return <h2 id={id} ref={ref} tabIndex={-1}>{children}</h2>;
}
