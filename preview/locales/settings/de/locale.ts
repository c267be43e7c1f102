import type { SettingTexts } from '../setting-text.ts';

const languages = { de: 'Deutsch', en: 'Englisch', es: 'Spanisch', fr: 'Französisch' };

/** Sprachen und Währung. */
export const localeDe = {
  locale: { label: 'Sprachen, Währung und Datum', help: 'In welchen Sprachen und mit welcher Währung der Shop verkauft und wie er Daten schreibt.' },
  'locale.languages': { label: 'Sprachen des Shops', help: 'Zwischen diesen Sprachen wählen Besucher oben im Shop, in dieser Reihenfolge.', options: languages },
  'locale.defaultLanguage': {
    label: 'Hauptsprache',
    help: 'Für Besucher, die noch keine Sprache gewählt haben. Fehlt ein Text in einer anderen Sprache, erscheint er in der Hauptsprache.',
    options: languages,
  },
  'locale.currency': { label: 'Währung', help: 'Alle Preise kommen in dieser Währung aus dem Ticketsystem.' },
  'locale.currency.code': { label: 'Währung', options: { EUR: 'Euro (€)', CHF: 'Schweizer Franken (CHF)' } },
  'locale.currency.chfSwitchable': { label: 'Auch Schweizer Franken anbieten', help: 'Besucher können die Preisanzeige oben im Shop auf Schweizer Franken umstellen.' },
  'locale.timezone': {
    label: 'Zeitzone',
    help: 'Alle Daten und Öffnungszeiten gelten in dieser Zeitzone.',
    options: { 'Europe/Berlin': 'Berlin', 'Europe/Vienna': 'Wien', 'Europe/Zurich': 'Zürich' },
  },
  'locale.dateFormats': {
    label: 'Datumsformate',
    help: 'Wie der deutsche Shop Daten schreibt; die anderen Sprachen schreiben sie wie dort üblich. Muster: d = Tag, M = Monat (MMMM: Monatsname), y = Jahr, EEEE = Wochentag.',
  },
  'locale.dateFormats.full': { label: 'Langes Datum', help: 'Mit Wochentag, zum Beispiel „Montag, 1. Juni 2026“.' },
  'locale.dateFormats.short': { label: 'Kurzes Datum', help: 'Zum Beispiel „01.06.26“.' },
  'locale.dateFormats.picker': { label: 'Datum in Eingabefeldern', help: 'So tippen und sehen Besucher ein Datum in der Datumsauswahl, zum Beispiel „01.06.2026“.' },
} satisfies SettingTexts;
