import { prefixed } from '../setting-text.ts';

/** An extra form field (schemas/form-field.schema.json), asked of customers or of every attendee. */
export function formFieldDe<P extends string>(prefix: P) {
  return prefixed(prefix, {
    '[]': { label: 'Feld {n}' },
    '[].name': { label: 'Name des Felds', help: 'Ein kurzer Name ohne Leerzeichen, zum Beispiel birthday. Beschriftung und Fehlermeldung des Felds stehen unter diesem Namen im Bereich Übersetzungen.' },
    '[].model': { label: 'Gespeichert als', help: 'Unter welcher Angabe das Ticketsystem den Wert speichert, zum Beispiel date_of_birth.' },
    '[].placeholder': { label: 'Beispieltext im leeren Feld (Text-Schlüssel)', help: 'Der Schlüssel eines Texts aus dem Bereich Übersetzungen. Leer: kein Beispieltext.' },
    '[].element': { label: 'Art der Eingabe', options: { input: 'Eingabefeld', select: 'Auswahlliste' } },
    '[].type': {
      label: 'Art des Eingabefelds',
      help: 'Nur für Eingabefelder; passt zum Beispiel die Tastatur auf dem Handy an.',
      options: { text: 'Text', email: 'E-Mail-Adresse', tel: 'Telefonnummer', date: 'Datum', number: 'Zahl' },
    },
    '[].required': { label: 'Pflichtfeld', help: 'Ohne diese Angabe lässt sich das Formular nicht absenden.' },
    '[].options': { label: 'Auswahlmöglichkeiten', help: 'Nur für Auswahllisten.' },
    '[].options[]': { label: 'Auswahl {n}' },
    '[].options[].id': { label: 'Gespeicherter Wert' },
    '[].options[].name': { label: 'Angezeigter Text', help: 'Der Text selbst oder der Schlüssel eines Texts aus dem Bereich Übersetzungen.' },
  });
}
