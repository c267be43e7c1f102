export type LinkGroup = 'specialOffers' | 'externalLinks';

export interface TranslatedLink {
  key: string;
  title: string;
  url: string;
}

/** Reads one translation of the catalogue namespace; undefined when the operator has not set it. */
export type Translation = (key: string) => string | undefined;

/**
 * requirements/catalogue.md §2.1 'Start page': up to `count` special-offer or external links come from
 * translations `start.<group>.<n>.title` and `.url` (n from 1); a link shows only when both exist.
 */
export function translatedLinks(read: Translation, group: LinkGroup, count: number): TranslatedLink[] {
  const links: TranslatedLink[] = [];
  for (let n = 1; n <= count; n += 1) {
    const key = `start.${group}.${n}`;
    const title = read(`${key}.title`)?.trim();
    const url = read(`${key}.url`)?.trim();
    if (title && url && isSafeUrl(url)) links.push({ key, title, url });
  }
  return links;
}

/** Translations are operator text: only http(s), mailto and in-shop links may become hrefs. */
function isSafeUrl(url: string): boolean {
  return /^(https?:|mailto:|\/|#)/i.test(url);
}
