import { describe, expect, it } from 'vitest';
import { operatorLanguages, textLanguages } from './operator-languages.ts';

describe("the operator's languages come from the draft's locale settings", () => {
  it("uses the configured languages in the header's order", () => {
    expect(operatorLanguages({ settings: { locale: { languages: ['en', 'de'] } } })).toEqual(['en', 'de']);
  });

  it('falls back to the schema default, and never offers an unknown language', () => {
    expect(operatorLanguages({ settings: {} })).toEqual(['de', 'en', 'es', 'fr']);
    expect(operatorLanguages({ settings: { locale: { languages: ['xx'] } } })).toEqual(['de']);
  });

  it('texts can be edited in every configured language and in any the draft already holds', () => {
    const data = { settings: { locale: { languages: ['de', 'en'] } }, translations: { de: {}, fr: {} }, content: { es: {} } };
    expect(textLanguages(data)).toEqual(['de', 'en', 'fr', 'es']);
  });
});
