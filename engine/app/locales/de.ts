/** Every bundled German text file, one chunk: what a visitor reading German downloads, in one request (issue 12). */
export const files: Record<string, unknown> = import.meta.glob(['../../features/*/locales/de.json', '../../shared/i18n/locales/de.json'], { eager: true, import: 'default' });
