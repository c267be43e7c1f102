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
});
