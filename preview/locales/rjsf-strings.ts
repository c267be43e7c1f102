import { englishStringTranslator, replaceStringParameters, TranslatableString } from '@rjsf/utils';
import type { UiLanguage } from './messages.ts';

/** rjsf's own words (list buttons, key fields, yes/no) that the settings forms can show, in German. */
const german: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Eintrag',
  [TranslatableString.EmptyArray]: 'Noch keine Einträge.',
  [TranslatableString.YesLabel]: 'Ja',
  [TranslatableString.NoLabel]: 'Nein',
  [TranslatableString.CloseLabel]: 'Schließen',
  [TranslatableString.ErrorsLabel]: 'Fehler',
  [TranslatableString.NewStringDefault]: 'Neuer Wert',
  [TranslatableString.AddButton]: 'Hinzufügen',
  [TranslatableString.AddItemButton]: 'Eintrag hinzufügen',
  [TranslatableString.CopyButton]: 'Kopieren',
  [TranslatableString.MoveDownButton]: 'Nach unten',
  [TranslatableString.MoveUpButton]: 'Nach oben',
  [TranslatableString.RemoveButton]: 'Entfernen',
  [TranslatableString.NowLabel]: 'Jetzt',
  [TranslatableString.ClearLabel]: 'Leeren',
  [TranslatableString.AriaDateLabel]: 'Datum wählen',
  [TranslatableString.DecrementAriaLabel]: 'Um 1 verringern',
  [TranslatableString.IncrementAriaLabel]: 'Um 1 erhöhen',
  [TranslatableString.OptionalObjectAdd]: 'Angaben hinzufügen',
  [TranslatableString.OptionalObjectRemove]: 'Angaben entfernen',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Keine Angaben',
  [TranslatableString.Type]: 'Art',
  [TranslatableString.Value]: 'Wert',
  [TranslatableString.ClearButton]: 'Eingabe leeren',
  [TranslatableString.OptionPrefix]: 'Möglichkeit %1',
  [TranslatableString.TitleOptionPrefix]: '%1, Möglichkeit %2',
  [TranslatableString.KeyLabel]: '%1 (Name)',
};

/** English differs from rjsf's only where rjsf's words read like a developer's. */
const english: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.KeyLabel]: '%1 (name)',
  [TranslatableString.ClearButton]: 'Clear',
};

/** The `translateString` of a settings form in the interface language. */
export function rjsfStrings(language: UiLanguage): (text: TranslatableString, params?: string[]) => string {
  const table = language === 'de' ? german : english;
  return (text, params) => {
    const own = table[text];
    return own ? replaceStringParameters(own, params) : englishStringTranslator(text, params);
  };
}
