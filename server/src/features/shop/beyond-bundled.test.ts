import { describe, expect, it } from 'vitest';
import { bundledTexts } from '../../shared/engine-locales';
import { beyondBundled } from './beyond-bundled';

describe('beyondBundled (issue 12)', () => {
  const bundled = { 'tickets.table.empty': 'Keine Tickets', 'frame.consent.title': 'Cookies' };

  it('leaves out texts the bundle holds word for word and keeps every other', () => {
    expect(beyondBundled({ 'tickets.table.empty': 'Keine Tickets', 'frame.consent.title': 'Unsere Cookies', 'frame.notice.body': 'Neu' }, bundled))
      .toEqual({ 'frame.consent.title': 'Unsere Cookies', 'frame.notice.body': 'Neu' });
  });

  it('compares a go~mus key with the engine key its text goes to', () => {
    expect(beyondBundled({ 'common.empty': 'Keine Tickets', 'common.tickets.empty': 'Leider nichts' }, bundled))
      .toEqual({ 'common.tickets.empty': 'Leider nichts' });
  });

  it('reads the engine\'s German bundle as flat keys', () => {
    const german = bundledTexts('de');
    expect(Object.keys(german).length).toBeGreaterThan(500);
    expect(german['frame.consent.accept']).toEqual(expect.any(String));
    expect(bundledTexts('de')).toBe(german);
  });
});
