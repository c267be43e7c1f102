import { describe, expect, it } from 'vitest';
import { findCitations, headingNumbers } from './citation-format.ts';
import { citationProblems, type Headings } from './citation-problems.ts';
import { statuteSigns } from './external-law.ts';

const headings: Headings = new Map([
  ['requirements/cart.md', new Set(['4', '4.1', '4.2', '4.3'])],
  ['house-style.md', new Set(['2', '10'])],
]);

describe('headingNumbers', () => {
  it('reads numbered headings of level 2 to 4, with or without a dot after the number', () => {
    const markdown = '# Cart\n## 4. Behaviour\n### 4.1 Cart lifecycle\n#### 4.1.2 Holds\n## Notes\n- 4.9 is a list item\n';
    expect([...headingNumbers(markdown)]).toEqual(['4', '4.1', '4.1.2']);
  });
});

describe('findCitations', () => {
  it('finds the document, the section and a range end', () => {
    const found = findCitations('see requirements/cart.md §4.1-4.3 and house-style.md §10.');
    expect(found.map((c) => [c.doc, c.section, c.until])).toEqual([
      ['requirements/cart.md', '4.1', '4.3'],
      ['house-style.md', '10', undefined],
    ]);
  });

  it('does not take a longer file name or a path without requirements/ for a citation', () => {
    expect(findCitations('old-house-style.md §2, docs/cart.md §4')).toEqual([]);
  });
});

describe('citationProblems', () => {
  it('accepts citations whose document and sections exist', () => {
    const text = '// requirements/cart.md §4.1, requirements/cart.md §4.1-4.3 and house-style.md §2\n';
    expect(citationProblems(text, headings)).toEqual([]);
  });

  it('reports a section the document has no heading for, on its line', () => {
    expect(citationProblems('a\nb requirements/cart.md §4.9\n', headings)).toEqual([
      { line: 2, message: '"requirements/cart.md §4.9": docs/requirements/cart.md has no heading 4.9' },
    ]);
  });

  it('reports the end of a range that does not exist', () => {
    const problems = citationProblems('requirements/cart.md §4.1-4.7', headings);
    expect(problems.map((p) => p.message)).toEqual(['"requirements/cart.md §4.1-4.7": docs/requirements/cart.md has no heading 4.7']);
  });

  it('reports a document that does not exist', () => {
    const problems = citationProblems('requirements/nowhere.md §1', headings);
    expect(problems.map((p) => p.message)).toEqual(['"requirements/nowhere.md §1": no document docs/requirements/nowhere.md']);
  });

  it('reports every old-style citation, including the bare ones of a list', () => {
    const problems = citationProblems('/** Spec cart §4.1 and §4.2 (ENDPOINTS.md §4.4) */\n', headings);
    expect(problems).toHaveLength(3);
    expect(problems.every((p) => p.line === 1 && p.message.includes('not a citation in the form'))).toBe(true);
  });

  it('lets statute citations pass', () => {
    const text = 'nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht; Verjährung (BGB §195, §199).';
    expect(citationProblems(text, headings)).toEqual([]);
  });
});

describe('statuteSigns', () => {
  it('covers a § only when a statute is named next to it', () => {
    const text = '§ 312g BGB, §195 and §199 of the spec';
    expect([...statuteSigns(text)]).toEqual([0]);
  });
});
