import { globSync, readFileSync } from 'node:fs';
import { basename, dirname, relative, resolve, sep } from 'node:path';
import type { Lang } from './context';

type Tree = { [key: string]: string | Tree };
export type Translations = Record<string, Record<string, Tree>>;

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** engine/features/frame/locales/de.json → 'frame'; the shared bundle under engine/shared/i18n → 'common'. */
function namespaceOf(file: string): string {
  const owner = dirname(dirname(file));
  return relative(repoRoot, owner).split(sep).join('/') === 'engine/shared/i18n' ? 'common' : basename(owner);
}

function deepMerge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value)
      : typeof value === 'object' ? deepMerge({}, value) : value;
  }
  return target;
}

/** locale → namespace → keys, from every bundled engine locale file present at seed time. */
function readEngineLocales(locales: Lang[]): { translations: Translations; files: number } {
  const files = globSync('engine/**/locales/*.json', { cwd: repoRoot, exclude: (name) => name.includes('node_modules') })
    .map((file) => resolve(repoRoot, file)).sort();
  const byLocale: Translations = {};
  for (const file of files) {
    const lng = basename(file, '.json');
    const ns = namespaceOf(file);
    const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    byLocale[lng] ??= {};
    byLocale[lng][ns] = deepMerge(byLocale[lng][ns] ?? {}, tree);
  }
  // A namespace without a bundle in some shop locale falls back to English, then German,
  // so the operator sees (and can override) every key in every locale.
  const translations: Translations = {};
  for (const lng of locales) {
    translations[lng] = {};
    const namespaces = new Set(Object.values(byLocale).flatMap((nsMap) => Object.keys(nsMap)));
    for (const ns of namespaces) {
      const fallback = deepMerge(deepMerge({}, byLocale.de?.[ns] ?? {}), byLocale.en?.[ns] ?? {});
      translations[lng][ns] = deepMerge(fallback, byLocale[lng]?.[ns] ?? {});
    }
  }
  return { translations, files: files.length };
}

/** The engine's texts with the shop's operator overrides on top. */
export function buildTranslations(locales: Lang[], overrides: Translations): { translations: Translations; files: number } {
  const { translations, files } = readEngineLocales(locales);
  for (const lng of locales) {
    for (const [ns, tree] of Object.entries(overrides[lng] ?? {})) {
      translations[lng]![ns] = deepMerge(translations[lng]![ns] ?? {}, tree);
    }
  }
  return { translations, files };
}
