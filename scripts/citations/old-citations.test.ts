import { describe, expect, it } from 'vitest';
import type { Mapping } from './citation-mapping.ts';
import { findOldCitations } from './old-citations.ts';
import { rewriteText } from './rewrite-text.ts';

const mapping: Mapping = {
  generated: [],
  textReplacements: [],
  headless: [{ paths: ['server/'], doc: 'endpoints' }],
  areas: [
    { name: 'tickets', file: 'requirements/tickets.md', bareSpec: 'browsing', keywords: ['tickets'] },
    { name: 'cart', file: 'requirements/cart.md', bareSpec: 'cart', keywords: ['cart'] },
  ],
  sections: {
    'browsing §5': { '*': '@§5', default: 'requirements/tickets.md §5' },
    'browsing §5 dates': 'requirements/tickets.md §5.1',
    'cart §4.1': 'requirements/cart.md §4.1',
    'cart §9': { '*': '@§9' },
  },
  overrides: [],
};

describe('findOldCitations', () => {
  it('reads the document words, the number and a heading label', () => {
    const [c] = findOldCitations("// spec browsing §5 'Dates': past days become today");
    expect(c).toMatchObject({ doc: 'browsing', section: '5', label: 'Dates', raw: 'spec browsing §5' });
  });

  it('leaves citations in the new format and statutes alone', () => {
    expect(findOldCitations('requirements/cart.md §4.1; § 312g BGB')).toEqual([]);
  });

  it('takes document words from the end of the line before a wrapped comment', () => {
    const [c] = findOldCitations(' * held while they sit in the cart (spec cart\n * §4.1): released on removal');
    expect(c).toMatchObject({ doc: 'cart', section: '4.1', lead: '\n * ' });
  });
});

describe('rewriteText', () => {
  it('resolves a bare "spec §" by its heading words, then by the area of the file', () => {
    const text = "/** spec §5 'Dates' and spec §4.1 */";
    expect(rewriteText('engine/features/cart/lib/x.ts', text, mapping).text)
      .toBe("/** requirements/tickets.md §5.1 'Dates' and requirements/cart.md §4.1 */");
  });

  it('gives every citation of a list its whole document, and a slash becomes a comma', () => {
    const text = '// Spec cart §4.1/§9: holds';
    expect(rewriteText('engine/features/cart/lib/x.ts', text, mapping).text)
      .toBe('// requirements/cart.md §4.1, requirements/cart.md §9: holds');
  });

  it('changes nothing on a second run', () => {
    const once = rewriteText('engine/features/tickets/lib/x.ts', '// spec §5 and ENDPOINTS.md §4.4', mapping).text;
    expect(once).toBe('// requirements/tickets.md §5 and requirements/api.md §4.4');
    expect(rewriteText('engine/features/tickets/lib/x.ts', once, mapping).text).toBe(once);
  });

  it('leaves a citation it cannot place as it was, and says why', () => {
    const { text, results } = rewriteText('docs/notes.md', '// spec §5', mapping);
    expect(text).toBe('// spec §5');
    expect(results[0]!.resolution).toMatchObject({ ok: false });
  });
});
