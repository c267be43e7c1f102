import { findCitations } from './citation-format.ts';
import { statuteSigns } from './external-law.ts';

export type Problem = { line: number; message: string };

/** Section numbers per citable document, e.g. `requirements/cart.md` → {'1', '1.1', …}. */
export type Headings = Map<string, Set<string>>;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/**
 * Every `§` of a text must belong to a citation in the one format whose document and sections
 * exist, or to a statute citation. Returns what is wrong, by line.
 */
export function citationProblems(text: string, headings: Headings): Problem[] {
  const problems: Problem[] = [];
  const covered = statuteSigns(text);
  for (const c of findCitations(text)) {
    covered.add(c.signIndex);
    const sections = headings.get(c.doc);
    const line = lineOf(text, c.index);
    if (!sections) {
      problems.push({ line, message: `"${c.text}": no document docs/${c.doc}` });
      continue;
    }
    for (const section of [c.section, c.until].filter((s): s is string => s !== undefined)) {
      if (!sections.has(section)) problems.push({ line, message: `"${c.text}": docs/${c.doc} has no heading ${section}` });
    }
  }
  for (let i = text.indexOf('§'); i !== -1; i = text.indexOf('§', i + 1)) {
    if (covered.has(i)) continue;
    const lineStart = text.lastIndexOf('\n', i) + 1;
    const snippet = text.slice(Math.max(lineStart, i - 30), i + 12).trim();
    problems.push({ line: lineOf(text, i), message: `"${snippet}": not a citation in the form requirements/<area>.md §N or house-style.md §N` });
  }
  return problems.sort((a, b) => a.line - b.line);
}
