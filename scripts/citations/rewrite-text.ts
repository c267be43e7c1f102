import { inFiles, type Mapping } from './citation-mapping.ts';
import { fileArea } from './file-area.ts';
import { findOldCitations, type OldCitation } from './old-citations.ts';
import { resolveOne, type Resolution } from './resolve-citation.ts';

/** How far back ("§2, §5 Events") a citation without document words borrows the previous one's. */
const CONTINUATION_REACH = 400;

export type Rewritten = { citation: OldCitation; resolution: Resolution };

function continues(text: string, previous: OldCitation | undefined, current: OldCitation): boolean {
  if (!previous || current.start - previous.end > CONTINUATION_REACH) return false;
  return !text.slice(previous.end, current.start).includes('\n\n');
}

/** Resolves every old citation of one file and returns the rewritten text. */
export function rewriteText(path: string, original: string, mapping: Mapping): { text: string; results: Rewritten[]; replaced: number } {
  let text = original;
  let replaced = 0;
  for (const r of mapping.textReplacements) {
    if ((r.files && !inFiles(path, r.files)) || !text.includes(r.from)) continue;
    replaced += text.split(r.from).length - 1;
    text = text.split(r.from).join(r.to);
  }
  const area = fileArea(path, mapping.areas);
  const results: Rewritten[] = [];
  let previous: Rewritten | undefined;
  for (const citation of findOldCitations(text)) {
    const before = previous && continues(text, previous.citation, citation) ? previous.resolution : undefined;
    const resolution = resolveOne(citation, { path, area, mapping, previous: before });
    previous = { citation, resolution };
    results.push(previous);
  }
  let out = text;
  results.forEach(({ citation, resolution }, i) => {
    // "§3.10/§5.4" becomes two whole citations, so a comma reads better than the slash.
    const slash = i > 0 && citation.doc === null && text[citation.start - 1] === '/' && results[i - 1]!.citation.end === citation.start - 1;
    if (slash) results[i] = { citation: { ...citation, start: citation.start - 1, lead: ', ' }, resolution };
  });
  for (const { citation, resolution } of [...results].reverse()) {
    if (resolution.ok) out = out.slice(0, citation.start) + citation.lead + resolution.replacement + out.slice(citation.end);
  }
  return { text: out, results, replaced };
}
