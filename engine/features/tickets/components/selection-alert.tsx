import { useEffect, useRef } from 'react';

/** An error in a live region that takes focus when it appears (requirements/tickets.md §5: focus moves to the alert). */
export function SelectionAlert({ message, detail }: { message: string; detail?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [message]);
  return (
    <div className="selection-alert" role="alert" tabIndex={-1} ref={ref}>
      <strong>{message}</strong>
      {detail && <p>{detail}</p>}
    </div>
  );
}
