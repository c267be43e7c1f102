import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/** Operator and catalogue HTML is rendered only after DOMPurify has removed scripts and handlers. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? DOMPurify.sanitize(html) : ''), [html]);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
