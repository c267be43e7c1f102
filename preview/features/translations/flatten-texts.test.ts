import { describe, expect, it } from 'vitest';
import { flattenTexts, setText } from './flatten-texts.ts';

describe('texts are listed and searched as namespace:nested.key', () => {
  it('flattens i18next resources, namespace first', () => {
    expect(flattenTexts({ frame: { nav: { label: 'Hauptnavigation', viewAll: 'Alle ({{count}})' } }, common: { ok: 'OK' } })).toEqual({
      'frame:nav.label': 'Hauptnavigation',
      'frame:nav.viewAll': 'Alle ({{count}})',
      'common:ok': 'OK',
    });
  });

  it('keeps empty texts (a key that exists without a default) and plural keys as they are', () => {
    expect(flattenTexts({ frame: { notice: { header: '' }, items_one: '1', items_other: 'n' } })).toEqual({
      'frame:notice.header': '', 'frame:items_one': '1', 'frame:items_other': 'n',
    });
  });

  it('ignores what is no text (numbers, null)', () => {
    expect(flattenTexts({ ns: { a: 1, b: null, c: 'x' } })).toEqual({ 'ns:c': 'x' });
  });
});

describe('editing one text changes only that key of a copy', () => {
  it('sets a nested key, creating the path, without touching the original', () => {
    const tree = { frame: { nav: { label: 'Alt' } } };
    expect(setText(tree, 'frame:nav.label', 'Neu')).toEqual({ frame: { nav: { label: 'Neu' } } });
    expect(setText(tree, 'checkout:payment.error.declined', 'Abgelehnt')).toEqual({ frame: { nav: { label: 'Alt' } }, checkout: { payment: { error: { declined: 'Abgelehnt' } } } });
    expect(tree).toEqual({ frame: { nav: { label: 'Alt' } } });
  });

  it('an empty text removes the override, so the engine default shows again', () => {
    expect(setText({ frame: { nav: { label: 'Alt', mobileToggle: 'M' } } }, 'frame:nav.label', '')).toEqual({ frame: { nav: { mobileToggle: 'M' } } });
  });

  it('round-trips: what setText writes, flattenTexts reads under the same key', () => {
    expect(flattenTexts(setText({}, 'tickets:list.soldOut', 'Ausverkauft'))).toEqual({ 'tickets:list.soldOut': 'Ausverkauft' });
  });
});
