import { createContext, useContext } from 'react';
import { de, type MessageKey } from './de.ts';
import { en } from './en.ts';

export type UiLanguage = 'de' | 'en';
export const UI_LANGUAGES: UiLanguage[] = ['de', 'en'];

const dictionaries: Record<UiLanguage, Record<MessageKey, string>> = { de, en };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A small dictionary instead of a second i18next: the operator UI has two languages and no plurals. */
function translator(language: UiLanguage): Translate {
  const messages = dictionaries[language];
  return (key, values = {}) => messages[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export const UiLanguageContext = createContext<{ language: UiLanguage; setLanguage: (language: UiLanguage) => void }>({
  language: 'de',
  setLanguage: () => undefined,
});

/** The operator UI's translate function, following the interface language switch. */
export function useT(): Translate {
  return translator(useContext(UiLanguageContext).language);
}
