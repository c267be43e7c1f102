/**
 * Fails (exit 1) when a tracked text file has a `§` that is not a citation in the one format
 * (`requirements/<area>.md §N`, `house-style.md §N`), or that names a document or section with no
 * heading. Statute citations (`§ 312g BGB`) pass. Lists every problem as file:line.
 *
 *   node scripts/citations/check-citations.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { CITABLE_DOCS, DOCS_ROOT, headingNumbers } from './citation-format.ts';
import { citationProblems, type Headings } from './citation-problems.ts';
import { filesWithSigns } from './tracked-files.ts';

const root = process.cwd();

function citableHeadings(): Headings {
  const headings: Headings = new Map();
  const paths = readdirSync(`${root}/${DOCS_ROOT}`, { recursive: true, encoding: 'utf8' }).map((p) => `${DOCS_ROOT}/${p}`);
  for (const path of paths) {
    const doc = CITABLE_DOCS.exec(path)?.[1];
    if (doc) headings.set(doc, headingNumbers(readFileSync(`${root}/${path}`, 'utf8')));
  }
  return headings;
}

const headings = citableHeadings();
let count = 0;
for (const { path, text } of filesWithSigns(root)) {
  for (const p of citationProblems(text, headings)) {
    count += 1;
    console.log(`${path}:${p.line}: ${p.message}`);
  }
}
if (count > 0) {
  console.log(`\n${count} citation problem${count === 1 ? '' : 's'}. Old-style citations: node scripts/citations/rewrite-citations.ts`);
  process.exitCode = 1;
} else {
  console.log(`citations ok (${headings.size} documents)`);
}
