import { useEffect, type ReactNode } from 'react';

interface PageHeadingProps {
  children: ReactNode;
  /** Plain text for the document title; the heading itself may hold markup. */
  title?: string;
  /** Kept for screen readers and the tab title when the content brings its own visible heading. */
  visuallyHidden?: boolean;
}

/** The page's h1; it also names the browser tab so screen-reader users hear where they landed. */
export function PageHeading({ children, title, visuallyHidden = false }: PageHeadingProps) {
  const text = title ?? (typeof children === 'string' ? children : undefined);
  useEffect(() => {
    if (text) document.title = text;
  }, [text]);
  return <h1 className={visuallyHidden ? 'visually-hidden' : 'page-heading'}>{children}</h1>;
}
