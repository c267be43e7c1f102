import { describe, expect, it } from 'vitest';
import { filterRows, translationRows } from './translation-rows.ts';

const bundled = {
  de: { 'frame:nav.label': 'Hauptnavigation', 'frame:notice.header': '' },
  en: { 'frame:nav.label': 'Main navigation', 'frame:notice.header': '' },
};

describe('a text is missing in a language when another language has one and this one has none', () => {
  it('an operator text in one language only is missing in the others', () => {
    const draft = { de: { 'frame:notice.header': 'Geänderte Öffnungszeiten' } };
    expect(translationRows(bundled, draft, 'en').find((row) => row.key === 'frame:notice.header')).toMatchObject({ missing: true });
    expect(translationRows(bundled, draft, 'de').find((row) => row.key === 'frame:notice.header')).toMatchObject({ missing: false, override: 'Geänderte Öffnungszeiten' });
  });

  it('keys empty in every language (the optional notice) are not missing', () => {
    expect(translationRows(bundled, {}, 'en').filter((row) => row.missing)).toEqual([]);
  });

  it('a language the engine has no texts for misses every text the others have', () => {
    expect(translationRows(bundled, {}, 'fr').filter((row) => row.missing).map((row) => row.key)).toEqual(['frame:nav.label']);
  });

  it('an operator text fills a gap; whitespace does not', () => {
    expect(translationRows(bundled, { fr: { 'frame:nav.label': 'Navigation' } }, 'fr').every((row) => !row.missing)).toBe(true);
    expect(translationRows(bundled, { fr: { 'frame:nav.label': ' ' } }, 'fr').some((row) => row.missing)).toBe(true);
  });

  it('lists every key of every language once, sorted', () => {
    expect(translationRows(bundled, { de: { 'zz:own': 'x' } }, 'de').map((row) => row.key)).toEqual(['frame:nav.label', 'frame:notice.header', 'zz:own']);
  });
});

describe('the search matches keys, defaults and operator texts, case-insensitively', () => {
  const rows = translationRows(bundled, { en: { 'frame:notice.header': 'New opening hours' } }, 'en');

  it('by key, default text or override', () => {
    expect(filterRows(rows, 'NAV.LABEL', false).map((row) => row.key)).toEqual(['frame:nav.label']);
    expect(filterRows(rows, 'main navigation', false).map((row) => row.key)).toEqual(['frame:nav.label']);
    expect(filterRows(rows, 'opening', false).map((row) => row.key)).toEqual(['frame:notice.header']);
  });

  it('combines with the missing filter', () => {
    const french = translationRows(bundled, {}, 'fr');
    expect(filterRows(french, '', true).map((row) => row.key)).toEqual(['frame:nav.label']);
    expect(filterRows(french, 'notice', true)).toEqual([]);
  });
});
