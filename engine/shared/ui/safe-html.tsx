import { useMemo } from 'react';
import { hasMarkup, plainTextOf, useSanitizer } from './sanitizer.ts';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const purify = useSanitizer();
  const clean = useMemo(() => (purify ? purify.sanitize(html) : null), [purify, html]);
  if (clean === null) return <div key="text" className={className}>{plainTextOf(html)}</div>;
  if (!clean) return null;
  return <div key="html" className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Operator and catalogue HTML is rendered only after DOMPurify has removed scripts and handlers.
 * Plain text needs neither DOMPurify nor innerHTML; markup shows as text until DOMPurify is there.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  if (!html?.trim()) return null;
  if (!hasMarkup(html)) return <div className={className}>{html}</div>;
  return <SanitizedHtml html={html} className={className} />;
}
