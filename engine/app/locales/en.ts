/** Every bundled English text file, one chunk: what a visitor reading English downloads, in one request (issue 12). */
export const files: Record<string, unknown> = import.meta.glob(['../../features/*/locales/en.json', '../../shared/i18n/locales/en.json'], { eager: true, import: 'default' });
