/**
 * What the operator reads about one setting, in one language: the field's label and, where it helps, a
 * short help text in a shop manager's words (what it does for visitors, units in plain words), plus the
 * labels of its choices. Keyed by the setting's path (`menu.pageSizes.events`, `tickets.groups[].name`;
 * preview/features/settings-editor/setting-paths.ts). The schemas' own titles and descriptions stay the
 * developers' documentation (they also become the generated types' JSDoc).
 */
export interface SettingText {
  /** A list entry's label may hold `{n}`, its position counted from 1 ("Ticketgruppe {n}"). */
  label: string;
  help?: string;
  /** Labels of the choices by value: every value of an enum, or suggested values of a free text field. */
  options?: Record<string, string>;
}

export type SettingTexts = Record<string, SettingText>;

/** The same texts under another path (a definition the schemas use in two places): `prefixed('a.b', { '': …, '.c': … })`. */
export function prefixed<P extends string, K extends string>(prefix: P, entries: Record<K, SettingText>): Record<`${P}${K}`, SettingText> {
  return Object.fromEntries(Object.entries(entries).map(([suffix, text]) => [`${prefix}${suffix}`, text])) as Record<`${P}${K}`, SettingText>;
}
