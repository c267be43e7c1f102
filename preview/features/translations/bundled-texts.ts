import { flattenTexts, type FlatTexts } from './flatten-texts.ts';

// The engine's own texts (its defaults), eagerly: the preview needs every key to list and search them.
const featureFiles = import.meta.glob<Record<string, unknown>>('../../../engine/features/*/locales/*.json', { eager: true, import: 'default' });
const commonFiles = import.meta.glob<Record<string, unknown>>('../../../engine/shared/i18n/locales/*.json', { eager: true, import: 'default' });

const languageOf = (path: string) => path.split('/').pop()!.replace('.json', '');

/** language → 'namespace:key.path' → text, as bundled with the engine. */
export function bundledTexts(): Record<string, FlatTexts> {
  const result: Record<string, FlatTexts> = {};
  const add = (path: string, namespace: string, tree: Record<string, unknown>) => {
    const language = languageOf(path);
    result[language] = { ...result[language], ...flattenTexts({ [namespace]: tree }) };
  };
  for (const [path, tree] of Object.entries(featureFiles)) add(path, path.split('/')[5]!, tree);
  for (const [path, tree] of Object.entries(commonFiles)) add(path, 'common', tree);
  return result;
}
