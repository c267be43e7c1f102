/** Content page ids of the spec (requirements/frame-and-routing.md §2.5 'Content pages'). */
export const CONTENT_PAGES = ['agb', 'impressum', 'datenschutz', 'kontakt', 'faq', 'accessibility', 'easy-language', 'sign-language', 'error', '404'] as const;

export type ContentPageKind = 'content' | 'error' | 'notFound';

/**
 * 'error' shows title and description of its namespace; a known page with content shows that content;
 * everything else, including a page without content, is 'not found'.
 */
export function contentPageKind(id: string, content: Record<string, string>): ContentPageKind {
  if (id === 'error') return 'error';
  if ((CONTENT_PAGES as readonly string[]).includes(id) && id !== '404' && content[id]) return 'content';
  return 'notFound';
}

/** Namespace keys look like 'museum.error'; only word characters and dots reach i18next. */
export function safeNamespace(value: string | null): string {
  return value && /^[\w.-]{1,80}$/.test(value) ? value : '404';
}

/** Operator HTML often opens with its own title; then the page's h1 is only for assistive tech. */
export function startsWithHeading(html: string | undefined): boolean {
  return /^\s*<h[1-3][\s>]/i.test(html ?? '');
}
