import type { UiLanguage } from '../../locales/messages.ts';
import { settingText } from '../../locales/settings/setting-texts.ts';

/**
 * Where a problem is, in the operator's words: '.tickets.groups.1.name' → 'Tickets › Ticketgruppen ›
 * Ticketgruppe 2 › Name'. A part without texts (a free-named parameter) keeps its own name.
 */
export function settingLabelPath(property: string, language: UiLanguage): string {
  let path = '';
  return property
    .replace(/^\./, '')
    .split('.')
    .filter(Boolean)
    .map((key) => {
      const index = /^\d+$/.test(key) ? Number(key) : undefined;
      path = index === undefined ? (path ? `${path}.${key}` : key) : `${path}[]`;
      const label = settingText(language, path)?.label ?? key;
      return index === undefined ? label : label.replace('{n}', String(index + 1));
    })
    .join(' › ');
}
