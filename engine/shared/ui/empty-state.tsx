import type { ReactNode } from 'react';

/** A short message where a list or page has nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
