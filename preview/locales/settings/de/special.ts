import type { SettingTexts } from '../setting-text.ts';

/** VIP, Schnellkauf (one-pager) and the waiting room, edited together in one tab. */
export const specialDe = {
  vip: { label: 'VIP-Bereich', help: 'Ein geschlossener Bereich, in dem ein Code Sonderpreise freischaltet.' },
  'vip.enabled': { label: 'VIP-Bereich einschalten', help: 'Aus: Alle VIP-Seiten führen zur Startseite.' },
  'vip.registration': { label: 'VIP-Registrierung', help: 'Die Registrierung, bevor Besucher ihren Code eingeben.' },
  'vip.registration.startsAt': { label: 'Registrierung ab' },
  'vip.registration.endsAt': { label: 'Registrierung bis', help: 'Leer: ohne Ende.' },
  'vip.selectionMode': {
    label: 'Auswahl der Tickets',
    options: { single: 'Nur eine Ticketart je Bestellung', multiple: 'Mehrere Ticketarten' },
  },
  'vip.firstAvailableDate': { label: 'Zum ersten freien Tag springen', help: 'VIP-Seiten öffnen am ersten Tag mit freien Tickets statt heute.' },
  onePager: { label: 'Schnellkauf (One-Pager)', help: 'Eine einzige Seite mit einer festen Liste von Tickets, auf der Besucher ohne Umwege kaufen.' },
  'onePager.enabled': { label: 'Schnellkauf einschalten', help: 'Macht die Seite erreichbar. Im Menü erscheint sie, wenn dort auch der Punkt „Schnellkauf“ an ist.' },
  'onePager.ticketIds': { label: 'Tickets', help: 'Die Nummern der Tickets im Ticketsystem, in dieser Reihenfolge. Leer: Die Seite meldet, dass es keine Tickets gibt.' },
  'onePager.ticketIds[]': { label: 'Ticket {n}' },
  'onePager.quickSelectButtons': { label: 'Schaltflächen für die Menge', help: 'Schaltflächen 1 bis zu dieser Zahl vor der Mengenauswahl (höchstens 4). 0: nur die Mengenauswahl.' },
  'onePager.showVatExemptNote': { label: 'Hinweis „umsatzsteuerfrei“', help: 'Der Hinweis, dass der Betrag nach dem Umsatzsteuergesetz steuerfrei ist.' },
  waitingRoom: { label: 'Warteraum', help: 'Eine Warteschlange vor dem Shop, wenn sehr viele Besucher auf einmal kommen, etwa zum Vorverkaufsstart.' },
  'waitingRoom.enabled': { label: 'Warteraum einschalten', help: 'Der Shop prüft bei jedem Seitenwechsel, ob Besucher eingelassen sind. Suchmaschinen und die Kasse sind ausgenommen.' },
  'waitingRoom.host': { label: 'Adresse der Warteschlange', help: 'https://… für einen externen Dienst oder /queue für den eingebauten. Leer: kein Warteraum, auch wenn er eingeschaltet ist.' },
  'waitingRoom.tokenLifetimeSeconds': { label: 'Einlass gilt für (Minuten)', help: 'So lange dürfen Besucher nach dem Warteraum im Shop bleiben; 600 Minuten sind 10 Stunden.' },
  'waitingRoom.pollingSeconds': { label: 'Platz in der Schlange prüfen alle (Sekunden)', help: 'So oft schaut die Warteseite nach, ob es weitergeht.' },
  'waitingRoom.capacity': { label: 'Besucher gleichzeitig im Shop', help: 'Nur für den eingebauten Warteraum (/queue): so viele dürfen gleichzeitig im Shop sein, die übrigen warten.' },
  'waitingRoom.visitMinutes': { label: 'Platz freigeben nach (Minuten ohne Klick)', help: 'Nur für den eingebauten Warteraum: Wer so lange nichts tut, macht seinen Platz für den Nächsten frei.' },
} satisfies SettingTexts;
