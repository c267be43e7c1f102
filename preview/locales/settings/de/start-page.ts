import type { SettingTexts } from '../setting-text.ts';

/** Startseite: the blocks from top to bottom. */
export const startPageDe = {
  startPage: { label: 'Startseite', help: 'Die Bausteine der Startseite, von oben nach unten.' },
  'startPage.callToAction': { label: 'Schaltfläche „Tickets kaufen“', help: 'Die große Schaltfläche oben auf der Startseite.' },
  'startPage.ticketSearch': { label: 'Ticketsuche', help: 'Besucher wählen Museum und Ausstellung und sehen die heute gültigen Tickets.' },
  'startPage.productCalendar': { label: 'Veranstaltungskalender', help: 'Ein Kalender mit den nächsten Terminen.' },
  'startPage.featuredCarousel': { label: 'Bildwechsel mit Empfehlungen', help: 'Hervorgehobene Ausstellungen, Veranstaltungen und Führungen in großen, wechselnden Bildern.' },
  'startPage.featuredCarousel.enabled': { label: 'Bildwechsel zeigen', help: 'Erscheint nur, wenn Angebote im Ticketsystem als hervorgehoben markiert sind.' },
  'startPage.featuredCarousel.intervalMs': {
    label: 'Nächstes Bild nach (Sekunden)',
    help: 'So lange bleibt jedes Bild stehen. Mindestens 2 Sekunden, damit man den Text lesen kann; Besucher können den Wechsel jederzeit anhalten.',
  },
  'startPage.featuredCarousel.maxItems': { label: 'Höchstens so viele Bilder' },
  'startPage.exhibitionCards': { label: 'Ausstellungen auf der Startseite', help: 'So viele Ausstellungen stehen vor dem Link „Mehr“. 0 blendet den Block aus.' },
  'startPage.specialOfferLinks': { label: 'Links zu Sonderangeboten', help: 'Wie viele der Sonderangebots-Links erscheinen (höchstens 3). Ihre Texte und Ziele stehen im Bereich Übersetzungen.' },
  'startPage.externalLinks': { label: 'Links zu anderen Websites', help: 'Wie viele der externen Links erscheinen (höchstens 3). Ihre Texte und Ziele stehen im Bereich Übersetzungen.' },
  'startPage.lists': { label: 'Listen auf der Startseite', help: 'Welche Listen unter den Bausteinen stehen.' },
  'startPage.lists.museums': { label: 'Museen' },
  'startPage.lists.exhibitions': { label: 'Ausstellungen' },
  'startPage.lists.events': { label: 'Veranstaltungen', help: 'Nach dem nächsten Termin sortiert.' },
  'startPage.lists.tours': { label: 'Führungen' },
} satisfies SettingTexts;
