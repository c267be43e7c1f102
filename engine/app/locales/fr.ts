/** Every bundled French text file, one chunk: what a visitor reading French downloads, in one request (issue 12). */
export const files: Record<string, unknown> = import.meta.glob(['../../features/*/locales/fr.json', '../../shared/i18n/locales/fr.json'], { eager: true, import: 'default' });
