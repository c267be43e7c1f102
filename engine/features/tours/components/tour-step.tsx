import type { ReactNode } from 'react';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import './tours.css';

/** One step of the booking with its heading; the heading takes focus when the user reopens the step. */
export function TourStep({ heading, autoFocus = false, children }: { heading: string; autoFocus?: boolean; children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>(autoFocus);
  return (
    <div className="tour-step">
      <h3 className="tour-step__heading" tabIndex={-1} ref={ref}>{heading}</h3>
      {children}
    </div>
  );
}
