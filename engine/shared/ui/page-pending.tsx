/**
 * Where a page will be, while it is not yet (issue 12): the frame paints before the page's chunk or a
 * task before the page itself. A screen high, so the footer stays below the screen and nothing shifts.
 */
export function PagePending() {
  return <div className="page-pending" />;
}
