/** Every bundled German text file, part of the entry: German is the fallback every visitor loads (locale-loaders.ts). */
export const files: Record<string, unknown> = import.meta.glob(['../../features/*/locales/de.json', '../../shared/i18n/locales/de.json'], { eager: true, import: 'default' });
