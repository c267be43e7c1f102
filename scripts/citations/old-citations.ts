import { findCitations } from './citation-format.ts';
import { statuteSigns } from './external-law.ts';

/**
 * The documents old comments cite, before docs/requirements existed: the two product specs, the
 * API contract, the house style and the toolchain notes. `spec` is a bare "spec §" whose document
 * the resolver decides; `null` continues the document of the citation before it ("§2, §5").
 */
export type OldDoc = 'browsing' | 'cart' | 'endpoints' | 'style' | 'toolchain' | 'spec' | null;

export type OldCitation = {
  doc: OldDoc;
  section: string;
  until?: string;
  /** A heading name or phrase right after the number, quotes removed. */
  label?: string;
  /** The span the rewrite replaces: the document words, `§` and the number (or range). */
  start: number;
  end: number;
  raw: string;
  /** Line break and comment leader kept when the document words end the line before. */
  lead: string;
  /** 1-based line of the `§`. */
  line: number;
  lineText: string;
};

/** Document words right before a `§`, most specific first. The match is replaced with the citation. */
const PREFIXES: [Exclude<OldDoc, null>, RegExp][] = [
  ['endpoints', /\bENDPOINTS(?:\.md)?:? ?$/],
  ['style', /\b[Hh]ouse style:? ?$/],
  ['toolchain', /\btoolchain(?:\.md)?:? ?$/],
  ['browsing', /(?:\b[Ss]pec:? )?\b[Bb]rowsing(?:-and-booking)?(?:\.md)?:? ?$/],
  ['cart', /(?:\b[Ss]pec:? )?\b(?:[Cc]art(?:-checkout(?:-accounts)?)?(?:\.md)?(?: spec)?|001):? ?$/],
  ['browsing', /(?<=['"])B ?$/],
  ['cart', /(?<=['"])C ?$/],
  ['spec', /\b[Ss]pec:? ?$/],
];

/** A `§` that starts a comment line may take its document words from the end of the line before. */
const COMMENT_LEADER = /^\s*(?:\*|\/\/|#|--)?\s*$/;
const NUMBER = /^ ?(\d+(?:\.\d+)*)(?:[-–]§?(\d+(?:\.\d+)*))?/;
const QUOTED_LABEL = /^ ?(['"‘“])([^'"‘’“”\n]{1,80})['"’”]/;
const WORDS_AFTER = /^ ([^\n,;:()'"]{1,60})/;

/** Every old-style citation in `text`; signs already in the new format or in statutes are skipped. */
export function findOldCitations(text: string): OldCitation[] {
  const skip = statuteSigns(text);
  for (const c of findCitations(text)) skip.add(c.signIndex);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') lineStarts.push(i + 1);
  const found: OldCitation[] = [];
  let line = 0;
  let consumed = 0;
  for (let sign = text.indexOf('§'); sign !== -1; sign = text.indexOf('§', sign + 1)) {
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= sign) line += 1;
    if (skip.has(sign) || sign < consumed) continue;
    const number = NUMBER.exec(text.slice(sign + 1));
    if (!number) continue;
    const lineStart = lineStarts[line]!;
    const lineEnd = text.indexOf('\n', sign) === -1 ? text.length : text.indexOf('\n', sign);
    const sameLine = text.slice(lineStart, sign);
    const wrapped = line > 0 && COMMENT_LEADER.test(sameLine);
    const before = wrapped ? text.slice(lineStarts[line - 1]!, lineStart - 1) : sameLine;
    const prefix = PREFIXES.find(([, re]) => re.test(before));
    const words = prefix ? prefix[1].exec(before)![0] : '';
    const spaceBefore = wrapped && prefix ? /\s*$/.exec(before.slice(0, before.length - words.length))![0].length : 0;
    const start = wrapped && prefix ? lineStart - 1 - words.length - spaceBefore : sign - words.length;
    const lead = wrapped && prefix ? `\n${sameLine}` : '';
    const end = sign + 1 + number[0].length;
    consumed = end;
    const after = text.slice(end, lineEnd);
    const label = QUOTED_LABEL.exec(after)?.[2] ?? WORDS_AFTER.exec(after)?.[1];
    found.push({
      doc: prefix ? prefix[0] : null,
      section: number[1]!,
      ...(number[2] ? { until: number[2] } : {}),
      ...(label ? { label: label.trim() } : {}),
      start,
      end,
      raw: prefix && wrapped ? `${words.trimEnd()} §${number[0].trimStart()}` : text.slice(start, end),
      lead,
      line: line + 1,
      lineText: text.slice(lineStart, lineEnd),
    });
  }
  return found;
}
