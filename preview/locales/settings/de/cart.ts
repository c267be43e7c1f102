import type { SettingTexts } from '../setting-text.ts';

/** Warenkorb und Versand. */
export const cartDe = {
  cart: { label: 'Warenkorb', help: 'Der Warenkorb, Gutscheine, Mengen bei Shop-Artikeln und der Versand.' },
  'cart.showComment': { label: 'Kommentarfeld', help: 'Besucher können eine Nachricht zu ihrer Bestellung schreiben.' },
  'cart.showReset': { label: 'Schaltfläche „Warenkorb leeren“' },
  'cart.autoDeleteMinutes': {
    label: 'Vergessenen Warenkorb leeren nach (Minuten)',
    help: 'Ist der zuletzt hinzugefügte Artikel älter, wird der Warenkorb geleert. Am besten so lang wie die Reservierungszeit im Ticketsystem, damit kein Warenkorb abgelaufene Reservierungen zeigt.',
  },
  'cart.emptyBeforePayment': {
    label: 'Warenkorb vor der Zahlung leeren',
    help: 'Leert den Warenkorb, bevor Besucher zum Zahlungsanbieter wechseln. Aus: Der Warenkorb bleibt, und eine abgebrochene Zahlung lässt sich wiederholen.',
  },
  'cart.checkoutButtonLabelKey': { label: 'Beschriftung der Schaltfläche zur Kasse (Text-Schlüssel)', help: 'Der Schlüssel des Texts aus dem Bereich Übersetzungen, der auf der Schaltfläche steht.' },
  'cart.coupons': { label: 'Gutscheine' },
  'cart.coupons.allowUse': { label: 'Gutscheincodes einlösen', help: 'Der Warenkorb bekommt ein Feld für Gutscheincodes und zieht ihren Wert ab.' },
  'cart.coupons.minAvailable': { label: 'Kleinste Anzahl', help: 'Die kleinste wählbare Anzahl eines Gutscheins (nach 0).' },
  'cart.coupons.maxAvailable': { label: 'Größte Anzahl', help: 'Die größte wählbare Anzahl eines Gutscheins.' },
  'cart.merchandise': { label: 'Shop-Artikel' },
  'cart.merchandise.maxQuantity': { label: 'Höchste Anzahl je Artikel', help: 'Höchstens 10.' },
  'cart.shipping': { label: 'Versand', help: 'Tickets zum Selbstausdrucken oder per Post.' },
  'cart.shipping.optional': {
    label: 'Besucher wählen den Versand',
    help: 'Besucher wählen zwischen Selbstausdrucken und Postversand. Aus: Bestellungen mit Versandartikeln gehen per Post, alles andere per E-Mail.',
  },
  'cart.shipping.requireShippingAddress': { label: 'Lieferadresse abfragen', help: 'Bei angemeldeten Kunden, die den Postversand wählen.' },
  'cart.shipping.defaultSelection': {
    label: 'Vorauswahl',
    help: 'Nur wenn Besucher den Versand wählen.',
    options: { none: 'Keine, Besucher wählen selbst', printAtHome: 'Selbst ausdrucken', shipping: 'Postversand' },
  },
} satisfies SettingTexts;
