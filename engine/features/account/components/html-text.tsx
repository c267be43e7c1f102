import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Inline operator HTML (newsletter checkbox_text, terms) inside a label, sanitised (requirements/accounts.md §3.3). */
export function HtmlText({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <span dangerouslySetInnerHTML={{ __html: clean }} />;
}
