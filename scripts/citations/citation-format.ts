/**
 * The one citation format of the project: a document under docs/, a space, `§` and a section
 * number, e.g. `requirements/tickets.md §3.2` or `house-style.md §2`. A range names its last
 * section after a dash: `requirements/cart.md §3.1-3.3`. Anything else after the number (a quoted
 * heading, a word) is free text for the reader.
 */
const CITATION_PATTERN = /(?<![\w-])((?:requirements\/[a-z0-9-]+|house-style)\.md) §(\d+(?:\.\d+)*)(?:[-–](\d+(?:\.\d+)*))?/g;

/** Where the documents a citation names live, relative to the repository root. */
export const DOCS_ROOT = 'docs';

/** The files whose headings citations may name, as the citation spells them. */
export const CITABLE_DOCS = /^docs\/((?:requirements\/[a-z0-9-]+|house-style)\.md)$/;

/** A numbered heading: `## 3. Time slots`, `### 3.2 Preview window`. */
const NUMBERED_HEADING = /^#{2,4} (\d+(?:\.\d+)*)\.? /;

export type Citation = {
  doc: string;
  section: string;
  /** The last section of a range, when the citation names one. */
  until?: string;
  /** Offset of the citation's first character in the scanned text. */
  index: number;
  /** Offset of its `§`. */
  signIndex: number;
  text: string;
};

/** Every well-formed citation in a text, in order. */
export function findCitations(text: string): Citation[] {
  return [...text.matchAll(CITATION_PATTERN)].map((m) => ({
    doc: m[1]!,
    section: m[2]!,
    ...(m[3] ? { until: m[3] } : {}),
    index: m.index,
    signIndex: m.index + m[1]!.length + 1,
    text: m[0],
  }));
}

/** Section numbers declared by a document's numbered headings. */
export function headingNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const line of markdown.split('\n')) {
    const m = NUMBERED_HEADING.exec(line);
    if (m) numbers.add(m[1]!);
  }
  return numbers;
}
