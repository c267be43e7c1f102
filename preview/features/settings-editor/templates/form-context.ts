import type { FieldPathList, Registry } from '@rjsf/utils';
import type { UiLanguage } from '../../../locales/messages.ts';
import { settingText } from '../../../locales/settings/setting-texts.ts';
import type { SettingText } from '../../../locales/settings/setting-text.ts';
import { SCALED_FIELDS, type Scale } from '../scaled-fields.ts';

/** What every settings-form template knows beyond rjsf's props: the interface language. */
export interface SettingsFormContext {
  language: UiLanguage;
}

const formLanguage = (registry: Registry): UiLanguage => (registry.formContext as SettingsFormContext | undefined)?.language ?? 'de';

/** rjsf's field path (['tickets', 'groups', 0, 'name']) as a settings path ('tickets.groups[].name'). */
function settingPathOf(path: FieldPathList): string {
  return path.reduce<string>((joined, key) => (typeof key === 'number' ? `${joined}[]` : joined ? `${joined}.${key}` : key), '');
}

/** A list entry's label with its position: 'Ticketgruppe {n}' → 'Ticketgruppe 2' (the innermost list counts). */
export function numbered(label: string, path: FieldPathList): string {
  const index = [...path].reverse().find((key) => typeof key === 'number');
  return typeof index === 'number' ? label.replace('{n}', String(index + 1)) : label;
}

/** The operator texts and display unit of the field at an rjsf path. */
export function fieldInfo(registry: Registry, path: FieldPathList): { language: UiLanguage; text?: SettingText; scale?: Scale } {
  const language = formLanguage(registry);
  const setting = settingPathOf(path);
  return { language, text: settingText(language, setting), scale: SCALED_FIELDS[setting] };
}
