/** Content pages linked from the footer (requirements/frame-and-routing.md §2.5 'Footer'), in display order. */
const FOOTER_PAGES = ['agb', 'impressum', 'datenschutz', 'kontakt', 'faq', 'accessibility'] as const;

export interface FooterLink {
  id: string;
  /** An external URL from translations, else null for the internal page. */
  externalUrl: string | null;
}

/** A link shows only when its content exists; footer.links.<id>.url sends it elsewhere. */
export function footerLinks(content: Record<string, string>, urlOf: (id: string) => string): FooterLink[] {
  return FOOTER_PAGES.filter((id) => content[id]).map((id) => ({ id, externalUrl: urlOf(id).trim() || null }));
}
