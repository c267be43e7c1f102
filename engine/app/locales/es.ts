/** Every bundled Spanish text file, one chunk: what a visitor reading Spanish downloads, in one request (issue 12). */
export const files: Record<string, unknown> = import.meta.glob(['../../features/*/locales/es.json', '../../shared/i18n/locales/es.json'], { eager: true, import: 'default' });
