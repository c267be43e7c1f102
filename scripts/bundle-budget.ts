/** One entry of vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A screen the visitor can land on first, and the modules the router loads for it besides the entry. */
export interface FirstScreen {
  name: string;
  modules: string[];
}

/** Manifest keys of `roots` and of everything they import statically, each once. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the build manifest: ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

export interface ScreenBudget {
  name: string;
  /** JS files the screen loads, with their gzip size in kB. */
  files: { file: string; kb: number; entry: boolean }[];
  totalKb: number;
  entryKb: number;
  cssKb: number;
}

export interface Limits {
  /** What index.html loads itself: the entry chunk and its static imports. */
  entryKb: number;
  /** Any other chunk of a first screen. */
  chunkKb: number;
  /** All JS of one first screen. */
  screenKb: number;
  /** JS files of one first screen: on HTTP/1.1's six connections every file beyond them queues for a round trip. */
  screenFiles: number;
}

/**
 * The shop's limits (issue 12: at most 150 kB gzip of JS to reach the time selection, no chunk but
 * the entry over 35 kB, the entry at most 130 kB). The screens held 183–195 kB on React DOM; the
 * production build on Preact (scripts/vite-preact.ts) brought them to 126 kB (start), 138 kB (time
 * selection) and 131 kB (cart), so 150 keeps about 12 kB for what the time selection still gains.
 * Anything over it must be lazy or paid for by a saving. The time selection came in 20 files, the
 * cart in 15; one file per deep-link screen (screen-chunks.ts) brought them to 9 and 10.
 */
export const SHOP_LIMITS: Limits = { entryKb: 130, chunkKb: 35, screenKb: 150, screenFiles: 10 };

/**
 * What each first screen downloads: the entry with its static imports, plus each of the screen's
 * modules (router, layout route, page route) with theirs, sized by `gzipKb`; and
 * `pageScripts`, scripts the page loads that are no module of the manifest (the route preloader).
 */
export function screenBudgets(manifest: Manifest, entryKey: string, screens: FirstScreen[], gzipKb: (file: string) => number, pageScripts: string[] = []): ScreenBudget[] {
  const entryFiles = new Set(staticClosure(manifest, [entryKey]).map((key) => manifest[key]!.file));
  return screens.map(({ name, modules }) => {
    const keys = staticClosure(manifest, [entryKey, ...modules]);
    const files = [...keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')), ...pageScripts]
      .map((file) => ({ file, kb: gzipKb(file), entry: entryFiles.has(file) }));
    const css = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))];
    return {
      name, files,
      totalKb: files.reduce((sum, file) => sum + file.kb, 0),
      entryKb: files.filter((file) => file.entry).reduce((sum, file) => sum + file.kb, 0),
      cssKb: css.reduce((sum, file) => sum + gzipKb(file), 0),
    };
  });
}

/** Every limit a screen breaks, as readable lines; empty when all hold. */
export function budgetViolations(budgets: ScreenBudget[], limits: Limits): string[] {
  const problems = new Set<string>();
  for (const budget of budgets) {
    if (budget.entryKb > limits.entryKb) problems.add(`entry: ${budget.entryKb.toFixed(1)} kB gzip > ${limits.entryKb} kB`);
    if (budget.totalKb > limits.screenKb) problems.add(`${budget.name}: ${budget.totalKb.toFixed(1)} kB gzip of JS > ${limits.screenKb} kB`);
    if (budget.files.length > limits.screenFiles) problems.add(`${budget.name}: ${budget.files.length} JS files > ${limits.screenFiles}`);
    for (const file of budget.files) {
      if (!file.entry && file.kb > limits.chunkKb) problems.add(`${file.file} (${budget.name}): ${file.kb.toFixed(1)} kB gzip > ${limits.chunkKb} kB`);
    }
  }
  return [...problems];
}
