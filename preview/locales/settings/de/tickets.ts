import type { SettingTexts } from '../setting-text.ts';
import { formFieldDe } from './form-field.ts';
import { ticketGroupDe } from './ticket-group.ts';

/** Tickets und Ticketgruppen. */
export const ticketsDe = {
  tickets: { label: 'Tickets', help: 'Ticketgruppen, Kombitickets, Kalender und die Auswahl der Menge.' },
  'tickets.groups': {
    label: 'Ticketgruppen',
    help: 'Die Kacheln, mit denen Besucher ihre Ticketauswahl beginnen, etwa Tagestickets und Zeitfenster-Tickets. Jede Gruppe braucht einen eigenen Namen.',
  },
  ...ticketGroupDe,
  'tickets.combi': { label: 'Kombitickets', help: 'Tickets, die mehrere Museen oder Ausstellungen verbinden.' },
  'tickets.combi.groups': { label: 'Kombiticket-Gruppen', help: 'Die Namen der Gruppen im Ticketsystem. Die Seite beginnt mit der ersten; unbekannte Namen führen zur ersten.' },
  'tickets.combi.groups[]': { label: 'Gruppe {n}' },
  'tickets.combi.calendarMonths': { label: 'Monate nebeneinander im Kalender' },
  'tickets.combi.resultsOneView': { label: 'Kalender und Tickets auf einer Seite', help: 'Sonst wählen Besucher erst das Datum und sehen dann die Tickets.' },
  'tickets.calendar': { label: 'Kalender', help: 'Die Tageskalender bei Tickets und Veranstaltungen.' },
  'tickets.calendar.monthsQuantity': { label: 'Monate auf einmal' },
  'tickets.calendar.preLoad': { label: 'Nachbarmonate vorladen', help: 'Lädt den vorigen und den nächsten Monat mit, damit das Blättern sofort geht.' },
  'tickets.calendar.showSoldOutDates': { label: 'Ausgebuchte Tage kennzeichnen', help: 'Sie erscheinen als „ausgebucht“ statt nur als nicht wählbar.' },
  'tickets.calendar.startDate': { label: 'Erster wählbarer Tag', help: 'Der Kalender beginnt an diesem Tag statt heute, zum Beispiel vor Saisonbeginn. Leer: heute.' },
  'tickets.maxItemsList': { label: 'Höchste Menge je Ticket', help: 'So viele Tickets einer Art können Besucher auf einmal wählen.' },
  'tickets.allowSingleDeselect': { label: 'Immer „0“ anbieten', help: 'Die Mengenauswahl enthält immer 0, sodass sich auch ein einzelnes Ticket wieder abwählen lässt.' },
  'tickets.rejectTickets': { label: 'Kostenlose Tickets einklappen ab (Tickets)', help: 'Gibt es mehr Tickets als diese Zahl, stehen die kostenlosen hinter „Mehr anzeigen“.' },
  'tickets.showFilters': { label: 'Filter bei den Tickets', help: 'Filter nach Museum und Ausstellung auf den Ticketseiten.' },
  'tickets.widgetSize': { label: 'Tickets auf Museums- und Ausstellungsseiten', help: 'So viele Tagestickets stehen dort vor „Mehr“.' },
  'tickets.partyCalculator': {
    label: 'Gruppenrechner',
    help: 'Besucher sagen, wer mitkommt und welche Museen sie sehen wollen; der Shop schlägt die günstigste Mischung aus Familien-, Kombi-, ermäßigten und freien Tickets vor und legt sie in den Warenkorb.',
  },
  'tickets.partyCalculator.enabled': {
    label: 'Gruppenrechner anbieten',
    help: 'Ein Link „Günstigste Tickets für Ihre Gruppe“ bei der Zeitauswahl. Er rechnet nur mit Tickets, bei denen im Ticketsystem steht, wen sie einlassen.',
  },
  'tickets.dayPlanner': {
    label: 'Tagesplaner',
    help: 'Nach der Wahl der Einlasszeit planen Besucher ihren Tag: passende Führungen und Veranstaltungen ohne Überschneidung, in den Warenkorb und als Kalendereintrag.',
  },
  'tickets.dayPlanner.enabled': { label: 'Tagesplaner anbieten', help: '„Tag planen“ erscheint bei der Zeitauswahl, sobald eine Einlasszeit gewählt ist.' },
  'tickets.dayPlanner.walkingMinutesBetweenMuseums': { label: 'Weg zwischen zwei Museen (Minuten)', help: 'So viel Zeit bleibt frei zwischen zwei Programmpunkten in verschiedenen Museen.' },
  'tickets.crowdForecast': {
    label: 'Andrang-Vorhersage',
    help: 'Jedes Zeitfenster zeigt in einem kleinen Balken, wie voll es voraussichtlich wird, aus den Buchungen und den Erfahrungen vergangener Tage. Ist die gewählte Zeit voll, schlägt der Shop ruhigere in der Nähe vor.',
  },
  'tickets.crowdForecast.enabled': { label: 'Andrang-Vorhersage zeigen', help: 'Braucht ein Ticketsystem, das die Vorhersage liefert; sonst bleibt die Zeitauswahl wie gewohnt.' },
  'tickets.attendeeFields': { label: 'Weitere Angaben je Person', help: 'Felder, die für jede Person zusätzlich zu Vor- und Nachnamen abgefragt werden.' },
  ...formFieldDe('tickets.attendeeFields'),
} satisfies SettingTexts;
