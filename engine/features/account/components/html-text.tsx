import { useMemo } from 'react';
import { hasMarkup, plainTextOf, useSanitizer } from '../../../shared/ui/sanitizer.ts';

function SanitizedText({ html }: { html: string }) {
  const purify = useSanitizer();
  const clean = useMemo(() => (purify ? purify.sanitize(html) : null), [purify, html]);
  if (clean === null) return <span key="text">{plainTextOf(html)}</span>;
  return <span key="html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/**
 * Inline operator HTML (newsletter checkbox_text, terms) inside a label, sanitised (requirements/accounts.md §3.3);
 * plain text goes out as text, without loading the sanitiser.
 */
export function HtmlText({ html }: { html: string }) {
  return hasMarkup(html) ? <SanitizedText html={html} /> : <span>{html}</span>;
}
