import { globSync, readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { flattenKeys } from '../features/shop/flatten-keys';

type TextTree = { [key: string]: string | TextTree };
/** locale → namespace → nested texts. */
export type Translations = Record<string, Record<string, TextTree>>;

const repoRoot = resolve(import.meta.dirname, '../../..');

/** engine/features/frame/locales/de.json → 'frame'; the shared bundle under engine/shared/i18n → 'common'. */
function namespaceOf(file: string): string {
  const owner = dirname(dirname(file));
  return relative(repoRoot, owner).split(sep).join('/') === 'engine/shared/i18n' ? 'common' : basename(owner);
}

export function deepMergeTexts(target: TextTree, source: TextTree): TextTree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? deepMergeTexts(current, value)
      : typeof value === 'object' ? deepMergeTexts({}, value) : value;
  }
  return target;
}

/** The texts the engine bundles (every engine/**\/locales/<locale>.json), by locale and namespace, and how many files they came from. */
export function readEngineLocales(): { byLocale: Translations; files: number } {
  const files = globSync('engine/**/locales/*.json', { cwd: repoRoot, exclude: (name) => name.includes('node_modules') })
    .map((file) => resolve(repoRoot, file)).sort();
  const byLocale: Translations = {};
  for (const file of files) {
    const lng = basename(file, '.json');
    const ns = namespaceOf(file);
    byLocale[lng] ??= {};
    byLocale[lng][ns] = deepMergeTexts(byLocale[lng][ns] ?? {}, JSON.parse(readFileSync(file, 'utf8')) as TextTree);
  }
  return { byLocale, files: files.length };
}

const flatByLocale = new Map<string, Readonly<Record<string, string>>>();

/**
 * The engine's bundled texts of `locale` as the flat dotted keys of GET /shop (`'tickets.table.empty'`),
 * read once per process: the shop is built from the same sources this server runs from.
 */
export function bundledTexts(locale: string): Readonly<Record<string, string>> {
  let flat = flatByLocale.get(locale);
  if (!flat) {
    flat = flattenKeys(readEngineLocales().byLocale[locale] ?? {});
    flatByLocale.set(locale, flat);
  }
  return flat;
}
