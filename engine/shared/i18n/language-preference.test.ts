import { describe, expect, it } from 'vitest';
import { languageFromUrl, pickLanguage } from './language-preference.ts';

describe('language preference', () => {
  it('reads lang from the hash query', () => {
    expect(languageFromUrl('http://x/#/start?lang=en&at=1')).toBe('en');
    expect(languageFromUrl('http://x/?lang=fr#/start')).toBeUndefined();
    expect(languageFromUrl('http://x/')).toBeUndefined();
  });

  it('prefers URL, then storage, then the initial choice, within the allowed languages', () => {
    const allowed = ['de', 'en'];
    expect(pickLanguage({ url: 'en', stored: 'de', allowed, fallback: 'de' })).toBe('en');
    expect(pickLanguage({ url: 'fr', stored: 'en', allowed, fallback: 'de' })).toBe('en');
    expect(pickLanguage({ url: 'xx', initial: 'es', allowed, fallback: 'de' })).toBe('de');
  });

  it('accepts region variants by their base language (requirements/settings.md §1 de, de-de)', () => {
    const allowed = ['de', 'en', 'es', 'fr'];
    expect(pickLanguage({ url: 'de-DE', allowed, fallback: 'de' })).toBe('de');
    expect(pickLanguage({ url: 'de-de', allowed, fallback: 'en' })).toBe('de');
    expect(pickLanguage({ url: 'en-GB', allowed, fallback: 'de' })).toBe('en');
    expect(pickLanguage({ stored: 'fr-CH', allowed, fallback: 'de' })).toBe('fr');
    expect(pickLanguage({ initial: 'ES_es', allowed, fallback: 'de' })).toBe('es');
  });

  it('unknown languages and look-alikes fall back to German', () => {
    expect(pickLanguage({ url: 'it-IT', stored: 'deu', initial: 'xx-de', allowed: ['de', 'en'], fallback: 'de' })).toBe('de');
    expect(pickLanguage({ url: 'en-US', allowed: ['de'], fallback: 'de' })).toBe('de');
  });
});
