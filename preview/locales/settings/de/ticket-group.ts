import { prefixed } from '../setting-text.ts';

/** Ticket states a group may open (engine/app/start-state.ts), by their screen names. */
const ticketStates = {
  'shop.tickets.time': 'Zeitauswahl (Standard)',
  'shop.tickets.types': 'Ticketarten',
  'shop.tickets.list': 'Ticketliste',
  'shop.tickets.filters': 'Ticketliste mit Filtern',
  'shop.tickets.combi': 'Kombitickets',
  'shop.tickets.annual': 'Jahreskarten',
};

/** One ticket group: a tile on the groups screen and the selection behind it. */
export const ticketGroupDe = prefixed('tickets.groups[]', {
  '': { label: 'Ticketgruppe {n}' },
  '.name': {
    label: 'Name',
    help: 'Ein kurzer Name ohne Leerzeichen; er steht in der Adresse der Seite, und unter ihm stehen Titel und Beschreibung der Kachel im Bereich Übersetzungen. day, timeSlot, flex und annual haben feste Bedeutungen.',
  },
  '.show': { label: 'Kachel zeigen', help: 'Die Kachel erscheint nur, wenn die Gruppe auch einen Titel oder eine Beschreibung hat.' },
  '.order': { label: 'Reihenfolge', help: 'Kacheln mit kleinerer Zahl stehen weiter vorn.' },
  '.iconClass': { label: 'Symbol', help: 'Der Name des Symbols auf der Kachel, zum Beispiel icon-calendar oder icon-clock. Leer: kein Symbol.' },
  '.time': { label: 'Besucher wählen eine Einlasszeit', help: 'Nach dem Datum wählen Besucher ein Zeitfenster.' },
  '.date': { label: 'Besucher wählen ein Datum', help: 'Im Kalender.' },
  '.types': {
    label: 'Ticketarten',
    help: 'Welche Tickets des Ticketsystems diese Gruppe verkauft.',
    options: { normal: 'Normales Ticket', time_slot: 'Zeitfenster-Ticket', day: 'Tagesticket', hour: 'Stundenticket', group: 'Gruppenticket', ticket_ids: 'Einzeln gelistete Tickets', annual: 'Jahreskarte' },
  },
  '.ticketState': { label: 'Seite der Auswahl', help: 'Welche Seite die Kachel öffnet. Die Zeitauswahl führt ohne Einlasszeit von selbst weiter zu den Tickets.', options: ticketStates },
  '.toState': { label: 'Seite nach Datum und Uhrzeit', help: 'Leer: wie üblich weiter zu den Ticketarten.', options: { '': 'Wie üblich (Ticketarten)', ...ticketStates } },
  '.resultsOneView': { label: 'Kalender und Tickets auf einer Seite', help: 'Kalender, Uhrzeiten und Tickets stehen zusammen, statt nacheinander.' },
  '.timeOptions': { label: 'Auswahl der Einlasszeit', help: 'Wie Besucher in dieser Gruppe ein Zeitfenster wählen.' },
  '.timeOptions.minCapacityDisplay': { label: 'Zeitfenster zeigen ab (freie Plätze)', help: 'Zeitfenster mit weniger freien Plätzen fehlen. 0: alle zeigen.' },
  '.timeOptions.minCapacitySelect': { label: 'Zeitfenster wählbar ab (freie Plätze)', help: 'Mit weniger freien Plätzen sind sie zu sehen, aber nicht zu wählen.' },
  '.timeOptions.defaultElement': {
    label: 'Vorausgewählte Einlasszeit',
    options: { none: 'Keine', first: 'Das erste Zeitfenster', firstAvailable: 'Das erste freie Zeitfenster' },
  },
  '.timeOptions.timeGroups': { label: 'Zeitfenster in Blöcken', help: 'Zeitfenster werden zu Blöcken zusammengefasst, zum Beispiel je Stunde.' },
  '.timeOptions.timeGroups.groupBySeconds': { label: 'Länge eines Blocks (Minuten)', help: 'Zeitfenster, die innerhalb dieser Zeit beginnen, bilden einen Block. 60 Minuten: ein Block je Stunde.' },
  '.timeOptions.timeGroups.minDisplay': { label: 'Blöcke zuklappen ab (Uhrzeiten)', help: 'Ab so vielen Uhrzeiten werden die Blöcke zu einer Aufklappliste. 12 lässt einen Vormittag mit Viertelstunden offen.' },
  '.timeOptions.minTimeScroll': { label: 'Liste scrollen ab (Uhrzeiten)', help: 'Ab so vielen Uhrzeiten scrollt die Liste; 8 passen auf ein Handy.' },
  '.timeOptions.showBookedOut': { label: 'Ausgebuchte Zeitfenster zeigen', help: 'Sie erscheinen ausgegraut, statt zu fehlen.' },
  '.timeSlotCapacity': { label: 'Farben nach Auslastung', help: 'Zeitfenster zeigen mit ihrer Farbe, wie viele Plätze noch frei sind.' },
  '.timeSlotCapacity.enabled': { label: 'Zeitfenster einfärben' },
  '.timeSlotCapacity.threshold': { label: '„Wenige Plätze“ unter (Prozent frei)', help: 'Unter diesem Anteil freier Plätze gilt ein Zeitfenster als fast voll. 0: alle bleiben weiß.' },
  '.timeSlotCapacity.colors': { label: 'Farben' },
  '.timeSlotCapacity.colors.none': { label: 'Ausgebucht' },
  '.timeSlotCapacity.colors.few': { label: 'Wenige Plätze' },
  '.timeSlotCapacity.colors.enough': { label: 'Genug Plätze' },
  '.timeSlotCapacity.fewTicketsThreshold': { label: 'Hinweis „Nur noch wenige Tickets“ unter (Prozent frei)', help: 'Ticketzeilen zeigen den Hinweis, wenn weniger als dieser Anteil der Plätze frei ist.' },
  '.list_ids': { label: 'Ticketlisten', help: 'Nur Tickets aus diesen Listen des Ticketsystems (ihre Nummern). Leer: alle Tickets der gewählten Arten.' },
  '.list_ids[]': { label: 'Ticketliste {n}' },
  '.lastEntry': { label: 'Letzten Einlass beachten', help: 'Sucht bis zu 3 Tage voraus nach Tickets, deren letzter Einlass noch nicht vorbei ist.' },
  '.withContentAttributes': { label: 'Zusatzinhalte der Tickets laden', help: 'Zum Beispiel die Gründe für Ermäßigungen.' },
  '.showSoldOut': { label: 'Hinweis „Ausverkauft“', help: 'Erscheint, wenn an keinem der gezeigten Tage Tickets frei sind.' },
});
