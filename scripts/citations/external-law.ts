/**
 * Statute citations (German law in the seeded legal pages and their comments) use `§` too. They
 * cite no project document, so the checker lets them pass when a known statute names them.
 */
const STATUTES = 'BGB|HGB|UStG|AO|DSGVO|BDSG|TDDDG|TTDSG|DDG|TMG|UWG|PAngV|VSBG|ProdHaftG|GwG';

const PARAGRAPH = String.raw`§ ?\d+[a-z]?`;
const JOINED = String.raw`(?:\s?(?:,|und|and|/)\s?${PARAGRAPH})*`;
const DETAIL = String.raw`(?:\s(?:Abs\.|Nr\.|S\.|Satz|lit\.)\s?\d+[a-z]?)*`;

/** `BGB §195, §199` and `§ 312g Abs. 2 Nr. 9 BGB`. */
const STATUTE_CITATION = new RegExp(
  String.raw`\b(?:${STATUTES})\s?${PARAGRAPH}${JOINED}|${PARAGRAPH}${DETAIL}${JOINED}${DETAIL}\s(?:${STATUTES})\b`,
  'g',
);

/** Offsets of every `§` that belongs to a statute citation. */
export function statuteSigns(text: string): Set<number> {
  const signs = new Set<number>();
  for (const m of text.matchAll(STATUTE_CITATION)) {
    for (let i = m.index; i < m.index + m[0].length; i += 1) if (text[i] === '§') signs.add(i);
  }
  return signs;
}
