import { prefixed, type SettingTexts } from '../setting-text.ts';

function multipleMenu<P extends string>(prefix: P, what: string, example: string) {
  return prefixed(prefix, {
    '': { label: `Mehrere ${what}menüs`, help: `Statt eines Menüpunkts mehrere, zum Beispiel ${example}, jeder mit den Angeboten seiner Kategorien.` },
    '.enabled': { label: 'Einschalten', help: 'Ersetzt den einen Menüpunkt durch die Einträge darunter.' },
    '.items': { label: 'Menüeinträge', help: 'In der Reihenfolge, in der sie im Menü stehen; höchstens 10.' },
    '.items[]': { label: 'Menüeintrag {n}' },
    '.items[].titleKey': { label: 'Beschriftung (Text-Schlüssel)', help: 'Der Schlüssel des Menütexts aus dem Bereich Übersetzungen, zum Beispiel header.menu.workshops.' },
    '.items[].event_groups': { label: 'Kategorien', help: 'Die Nummern der Kategorien im Ticketsystem, deren Angebote dieser Eintrag zeigt.' },
    '.items[].event_groups[]': { label: 'Kategorie {n}' },
  });
}

/** Menüs: what the navigation shows, then how long each dropdown is. */
export const menuDe = {
  menu: { label: 'Menü', help: 'Was die Navigation oben im Shop zeigt und wie viele Einträge ihre Aufklappmenüs haben.' },
  'menu.items': { label: 'Menüpunkte', help: 'Die Bereiche in der Navigation, auf dem Handy wie am Computer. Ein ausgeblendeter Bereich bleibt über seine Adresse erreichbar.' },
  'menu.items.museums': { label: 'Museen', help: 'Erscheint nur, wenn der Shop mehr als ein Museum hat.' },
  'menu.items.exhibitions': { label: 'Ausstellungen' },
  'menu.items.events': { label: 'Veranstaltungen' },
  'menu.items.tours': { label: 'Führungen', help: 'Soll der Punkt anders heißen, etwa „Gruppen“, ändern Sie seinen Text im Bereich Übersetzungen.' },
  'menu.items.merchandise': { label: 'Shop-Artikel' },
  'menu.items.tickets': { label: 'Tickets', help: 'Führt zur Auswahl der Ticketgruppen.' },
  'menu.items.vip': { label: 'VIP-Bereich', help: 'Erscheint nur, wenn auch der VIP-Bereich eingeschaltet ist, und nur für Kunden mit VIP-Preisen.' },
  'menu.items.onePager': { label: 'Schnellkauf', help: 'Erscheint nur, wenn auch der Schnellkauf (One-Pager) eingeschaltet ist.' },
  'menu.items.annualTickets': { label: 'Jahreskarten' },
  'menu.items.coupons': { label: 'Gutscheine' },
  'menu.items.combiTicketGroups': { label: 'Kombitickets', help: 'Ein Menüpunkt je Kombiticket-Gruppe (Bereich Tickets, Kombitickets).' },
  'menu.pageSizes': {
    label: 'Einträge je Aufklappmenü',
    help: 'So viele Einträge zeigt ein Aufklappmenü; gibt es mehr, folgt „Alle anzeigen“. 0 macht aus dem Menüpunkt einen einfachen Link.',
  },
  'menu.pageSizes.museums': { label: 'Museen', help: '1000 zeigt alle.' },
  'menu.pageSizes.exhibitions': { label: 'Ausstellungen' },
  'menu.pageSizes.events': { label: 'Veranstaltungen' },
  'menu.pageSizes.tours': { label: 'Führungen' },
  'menu.pageSizes.merchandise': { label: 'Shop-Artikel' },
  'menu.groupBy': {
    label: 'Menüs für Veranstaltungen und Führungen gliedern',
    options: { none: 'Nicht gliedern', category: 'Nach Kategorie', categoryGroup: 'Nach Kategoriegruppe (Bereich Veranstaltungen und Führungen, Filter)' },
  },
  ...multipleMenu('menu.multipleEventMenuItems', 'Veranstaltungs', '„Workshops“ und „Konzerte“'),
  ...multipleMenu('menu.multipleTourMenuItems', 'Führungs', '„Für Schulen“ und „Für Erwachsene“'),
} satisfies SettingTexts;
