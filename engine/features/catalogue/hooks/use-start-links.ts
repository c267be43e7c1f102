import { useTranslation } from 'react-i18next';
import { translatedLinks, type LinkGroup } from '../lib/translated-links.ts';

/** The start page's operator links from translations (catalogue namespace, requirements/catalogue.md §2). */
export function useStartLinks(group: LinkGroup, count: number) {
  const { i18n } = useTranslation('catalogue');
  const read = (key: string) => (i18n.exists(key, { ns: 'catalogue' }) ? String(i18n.getFixedT(null, 'catalogue')(key as never)) : undefined);
  return translatedLinks(read, group, count);
}
