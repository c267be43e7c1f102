/**
 * Rewrites every old-style citation ("spec §4.6", "ENDPOINTS.md §4.3", "house style §2") in the
 * tracked files into the one format (`requirements/checkout-and-orders.md §4.3`), in place.
 * Matching is on the citation's words and the file's area, never on line numbers, so it can run
 * again after files move; a second run changes nothing. Generated files are made again by their
 * generator instead of being edited.
 *
 *   node scripts/citations/rewrite-citations.ts [--dry-run] [--list]
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { CITABLE_DOCS } from './citation-format.ts';
import { inFiles, loadMapping } from './citation-mapping.ts';
import { rewriteText } from './rewrite-text.ts';
import { filesWithSigns, trackedPaths } from './tracked-files.ts';

const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');
const root = process.cwd();
const mapping = loadMapping();
const isGenerated = (path: string) => inFiles(path, mapping.generated.map((g) => g.file));
const byRule = new Map<string, number>();
const unresolved: string[] = [];
let total = 0;
let changedFiles = 0;
let replaced = 0;

// The cited documents are written in the new format already; their own § are the checker's.
for (const { path, text } of filesWithSigns(root).filter((f) => !CITABLE_DOCS.test(f.path))) {
  const { text: out, results, replaced: replacedHere } = rewriteText(path, text, mapping);
  replaced += replacedHere;
  for (const { citation, resolution } of results) {
    total += 1;
    const where = `${path}:${citation.line}`;
    if (isGenerated(path)) {
      byRule.set('generated again from its sources', (byRule.get('generated again from its sources') ?? 0) + 1);
      continue;
    }
    if (!resolution.ok) {
      unresolved.push(`${where}: ${resolution.reason}`);
      continue;
    }
    byRule.set(resolution.rule, (byRule.get(resolution.rule) ?? 0) + 1);
    if (args.has('--list')) console.log(`${where}\t${citation.raw}${citation.label ? ` '${citation.label}'` : ''}\t→ ${resolution.replacement}`);
  }
  if (out === text || isGenerated(path)) continue;
  changedFiles += 1;
  if (!dryRun) writeFileSync(`${root}/${path}`, out);
}

if (!dryRun && changedFiles > 0) {
  const tracked = trackedPaths(root);
  for (const g of mapping.generated) {
    if (tracked.some((path) => inFiles(path, [g.file]))) execSync(g.command, { cwd: root, stdio: 'inherit' });
  }
}

console.log(`${total} old citations, ${total - unresolved.length} rewritten in ${changedFiles} files${dryRun ? ' (dry run)' : ''}`);
for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)}  ${rule}`);
if (replaced) console.log(`  ${String(replaced).padStart(5)}  text replacements (mapping.json textReplacements)`);
if (unresolved.length) {
  console.log(`${unresolved.length} left as they were (add a section or an override in mapping.json):`);
  for (const u of unresolved) console.log(`  ${u}`);
  process.exitCode = 1;
}
