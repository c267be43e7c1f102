import type { ReactNode } from 'react';

/**
 * A group's legend as a heading, so operators (and screen readers) can jump between the sections of a
 * long tab: the areas of a tab are level 2 under the page's h1, nested groups one level deeper each.
 */
export function GroupHeading({ id, depth, children }: { id: string; depth: number; children: ReactNode }) {
  const Heading = `h${Math.min(depth + 1, 6)}` as 'h2';
  return (
    <legend className="preview-group-legend">
      <Heading id={id} className="preview-group-title">{children}</Heading>
    </legend>
  );
}

/** How deep a field sits among the settings' groups: list positions are no level of their own. */
export const groupDepth = (path: readonly (string | number)[]) => path.filter((key) => typeof key === 'string').length;
