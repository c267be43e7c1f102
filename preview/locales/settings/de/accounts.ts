import type { SettingTexts } from '../setting-text.ts';
import { formFieldDe } from './form-field.ts';

/** Konten und Kundenfelder. */
export const accountsDe = {
  accounts: { label: 'Kundenkonten', help: 'Registrierung, zusätzliche Kundenfelder und die Bestellübersicht.' },
  'accounts.registration': { label: 'Registrierung', help: 'Ob Besucher ein Kundenkonto anlegen können. Das Ticketsystem kann die Registrierung trotzdem abschalten.' },
  'accounts.registration.allowed': { label: 'Registrierung erlauben', help: 'Zeigt Links zur Registrierung und an der Kasse die Wahl „Konto anlegen“; sonst geht es als Gast weiter.' },
  'accounts.registration.displayLogin': { label: 'Link zur Anmeldung im Gastformular' },
  'accounts.userFormFields': { label: 'Zusätzliche Kundenfelder', help: 'Felder, die das Registrierungs- und das Gastformular zusätzlich abfragen.' },
  ...formFieldDe('accounts.userFormFields'),
  'accounts.ordersPerPage': { label: 'Bestellungen pro Seite', help: 'Im Kundenkonto; die Übersicht des Kontos zeigt die neuesten so vielen.' },
} satisfies SettingTexts;
