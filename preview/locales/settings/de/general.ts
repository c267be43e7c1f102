import type { SettingTexts } from '../setting-text.ts';

/** Start states an operator may pick, by the shop's screen names (engine/app/start-state.ts knows them all). */
export const startStatesDe = {
  'shop.start': 'Startseite',
  'shop.tickets.groups': 'Ticketgruppen',
  'shop.tickets.time': 'Zeitauswahl der Tickets',
  'shop.tickets.list': 'Ticketliste',
  'shop.tickets.combi': 'Kombitickets',
  'shop.tickets.annual': 'Jahreskarten',
  'shop.onepager': 'Schnellkauf (One-Pager)',
  'shop.museums': 'Museen',
  'shop.exhibitions': 'Ausstellungen',
  'shop.products.events': 'Veranstaltungen',
  'shop.products.tours': 'Führungen',
  'shop.events.dates': 'Veranstaltungstermine',
  'shop.merchandise.list': 'Shop-Artikel',
  'shop.coupons': 'Gutscheine',
  'shop.donations': 'Spenden',
  'shop.vip.code': 'VIP-Code',
};

/** Allgemein: how a visit starts, then the rarely touched switches. */
export const generalDe = {
  general: { label: 'Allgemein', help: 'Womit der Shop beginnt, der Zeitraum des Hinweises, Einwilligung, Testbetrieb und Partner-Links.' },
  'general.startState': { label: 'Einstiegsseite', help: 'Die Seite, mit der der Shop öffnet. Auch unbekannte Adressen führen hierher.' },
  'general.startState.name': { label: 'Seite', options: startStatesDe },
  'general.startState.params': {
    label: 'Zusatzangaben zur Seite',
    help: 'Zum Beispiel Name „group“ mit dem Wert „timeSlot“, damit die Zeitauswahl gleich die Zeitfenster-Tickets zeigt. Meist leer.',
  },
  'general.smbStyle': {
    label: 'Kompakte Ticketauswahl',
    help: 'Stellt die Ticketseiten um: Einlasszeit je Ticket mit Aufenthaltsdauer, Datum, Museum und Ausstellung direkt über der Ticketliste.',
  },
  'general.localStorageKeyPrefix': {
    label: 'Speicherkennung im Browser',
    help: 'Unter dieser Kennung merken sich die Browser der Besucher Warenkorb, Sprache und Einwilligung. Eine Änderung leert alle gemerkten Warenkörbe: nur nach einem großen Update und mit dem technischen Support ändern.',
  },
  'general.notice': {
    label: 'Zeitraum des Hinweises',
    help: 'Wann der Hinweis unter dem Kopf des Shops erscheint (seinen Text bearbeiten Sie im Bereich Übersetzungen). Erster und letzter Tag zählen mit. Ohne Daten bleibt er, bis sein Text gelöscht wird.',
  },
  'general.notice.from': { label: 'Zeigen ab', help: 'Leer: ab sofort.' },
  'general.notice.until': { label: 'Zeigen bis', help: 'Leer: ohne Ende.' },
  'general.staging': {
    label: 'Hinweis „Test-Umgebung“',
    help: 'Besucher sehen eine Warnung, dass dies ein Testshop ist, und müssen sie bestätigen. Bei einem Testsystem erscheint sie ohnehin.',
  },
  'general.consent': { label: 'Cookie-Einwilligung', help: 'Das Banner, in dem Besucher der Statistik zustimmen oder sie ablehnen, und der Google Tag Manager, der erst danach lädt.' },
  'general.consent.enabled': { label: 'Einwilligungsbanner zeigen', help: 'Ohne Tag Manager gibt es nichts zuzustimmen; deshalb ist es zunächst aus.' },
  'general.consent.tagManagerId': { label: 'Google-Tag-Manager-ID', help: 'Zum Beispiel GTM-ABC1234, von Ihrer Agentur. Lädt erst nach der Zustimmung. Leer: kein Tag Manager.' },
  'general.affiliate': { label: 'Partner-Links', help: 'Kommen Besucher über den Link eines Vertriebspartners, wird ihre Bestellung diesem Partner zugeordnet.' },
  'general.affiliate.enabled': { label: 'Partner erfassen' },
  'general.affiliate.cookieHours': { label: 'Partner merken für (Stunden)', help: 'So lange nach dem Klick auf den Partner-Link zählt eine Bestellung für den Partner. Üblich sind 24 Stunden.' },
} satisfies SettingTexts;
