import type { SettingTexts } from '../setting-text.ts';

const providers = { sandbox: 'Testanbieter (keine echte Zahlung)', paypal: 'PayPal', stripe: 'Stripe', paymill: 'Paymill', payone: 'PAYONE', unzer: 'Unzer' };
const methods = { creditCard: 'Kreditkarte', collectiveInvoice: 'Sammelrechnung', wallet: 'PayPal', sepa: 'SEPA-Lastschrift', instantTransfer: 'Sofortüberweisung' };

/** Kasse und Zahlarten. */
export const checkoutDe = {
  checkout: { label: 'Kasse und Zahlung', help: 'Zahlarten, Reservierung der Tickets, Tickets fürs Handy und die Zeiten beim Bezahlen.' },
  'checkout.paymentModes': { label: 'Zahlarten', help: 'Welche Zahlarten der Shop anbietet und wie sie im Ticketsystem eingerichtet sind.' },
  'checkout.paymentModes.defaultModeId': { label: 'Vorausgewählte Zahlart (Nummer)', help: 'Die Nummer der Zahlart im Ticketsystem, die an der Kasse vorausgewählt ist.' },
  'checkout.paymentModes.ids': {
    label: 'Nummern der Zahlarten im Ticketsystem',
    help: 'Unter welcher Nummer jede Zahlart im Ticketsystem eingerichtet ist. Leer: Das Ticketsystem hat diese Zahlart nicht.',
  },
  'checkout.paymentModes.ids.creditCard': { label: methods.creditCard },
  'checkout.paymentModes.ids.collectiveInvoice': { label: methods.collectiveInvoice, help: 'Nur für Kunden, die auf Sammelrechnung kaufen dürfen.' },
  'checkout.paymentModes.ids.wallet': { label: methods.wallet },
  'checkout.paymentModes.ids.sepa': { label: methods.sepa },
  'checkout.paymentModes.ids.instantTransfer': { label: methods.instantTransfer },
  'checkout.paymentModes.enabled': { label: 'Angebotene Zahlarten', help: 'Sie erscheinen an der Kasse, wenn das Ticketsystem sie auch anbietet. Die übrigen brauchen einen Vertrag mit einem Zahlungsanbieter.' },
  'checkout.paymentModes.enabled.creditCard': { label: methods.creditCard },
  'checkout.paymentModes.enabled.collectiveInvoice': { label: methods.collectiveInvoice, help: 'Für Wiederverkäufer, etwa Reiseveranstalter.' },
  'checkout.paymentModes.enabled.wallet': { label: methods.wallet, help: 'Auch für die Express-Zahlung.' },
  'checkout.paymentModes.enabled.sepa': { label: methods.sepa },
  'checkout.paymentModes.enabled.instantTransfer': { label: methods.instantTransfer },
  'checkout.paymentModes.providers': { label: 'Zahlungsanbieter', help: 'Welcher Anbieter jede Zahlart abwickelt. Beim Testanbieter fließt kein Geld.' },
  'checkout.paymentModes.providers.creditCard': { label: methods.creditCard, options: providers },
  'checkout.paymentModes.providers.wallet': { label: methods.wallet, options: providers },
  'checkout.paymentModes.providers.sepa': { label: methods.sepa, options: providers },
  'checkout.paymentModes.providers.instantTransfer': { label: methods.instantTransfer, options: providers },
  'checkout.paymentModes.expressPayment': { label: 'Express-Zahlung', help: 'Schnell bezahlen mit PayPal, wenn PayPal eingerichtet ist und der Betrag über 0 liegt.' },
  'checkout.timing': { label: 'Zeiten beim Bezahlen', help: 'Für den technischen Support; die Standardwerte passen fast immer.' },
  'checkout.timing.pendingPollIntervalMs': { label: 'Zahlungsstand prüfen alle (Sekunden)', help: 'Solange eine Zahlung noch läuft, fragt die Seite so oft nach.' },
  'checkout.timing.pendingPollMaxAttempts': { label: 'Höchstens so oft nachfragen', help: 'Danach lesen Besucher, dass die Zahlung noch bearbeitet wird.' },
  'checkout.timing.paymentFormThrottleMs': { label: 'Schutz vor doppeltem Absenden (Sekunden)', help: 'So lange nach dem Absenden lässt sich das Zahlungsformular nicht noch einmal absenden.' },
  'checkout.reservations': { label: 'Reservierung der Tickets', help: 'Tickets im Warenkorb werden eine Zeit lang für die Besucher zurückgehalten.' },
  'checkout.reservations.enabled': { label: 'Tickets reservieren', help: 'Jedes Ticket im Warenkorb wird reserviert; Besucher sehen, wie lange noch.' },
  'checkout.reservations.requireLogin': { label: 'Nur für angemeldete Kunden' },
  'checkout.walletPasses': {
    label: 'Tickets fürs Handy (Wallet)',
    help: 'Jedes Ticket gibt es neben dem PDF auch für die Wallet des Smartphones: auf der Bestätigungsseite, in der E-Mail und im Kundenkonto.',
  },
  'checkout.walletPasses.apple': {
    label: 'Apple Wallet',
    help: '„Zu Apple Wallet hinzufügen“ bei jedem Ticket. Ohne Apple-Zertifikat auf dem Server entstehen nur Demo-Tickets, die Geräte nicht annehmen.',
  },
  'checkout.walletPasses.google': { label: 'Google Wallet', help: '„In Google Wallet speichern“ bei jeder Bestellung. Erscheint nur, wenn auf dem Server ein Google-Zugang eingerichtet ist.' },
} satisfies SettingTexts;
