import type { SettingTexts } from '../setting-text.ts';

/** Spenden. */
export const donationsDe = {
  donations: { label: 'Spenden', help: 'Wann der Shop um eine Spende bittet. Die Spendenkampagnen selbst legen Sie im Ticketsystem an.' },
  'donations.enabledFor': { label: 'Spendenseite nach dem Hinzufügen von', help: 'Legen Besucher eines dieser Angebote in den Warenkorb, folgt die Spendenseite. Nach Shop-Artikeln nie.' },
  'donations.enabledFor.tickets': { label: 'Tickets', help: 'Tages-, Zeitfenster- und flexible Tickets.' },
  'donations.enabledFor.events': { label: 'Veranstaltungen' },
  'donations.enabledFor.tours': { label: 'Führungen' },
  'donations.enabledFor.coupons': { label: 'Gutscheinen' },
  'donations.enabledFor.annualTickets': { label: 'Jahreskarten' },
  'donations.enabledFor.combiTickets': { label: 'Kombitickets' },
  'donations.showCartPrompt': { label: 'Spendenhinweis im Warenkorb', help: 'Ein Hinweis mit Link zur Spendenseite; erscheint nur, wenn es eine Spendenkampagne gibt.' },
  'donations.addDonation': { label: 'Schnelle Spende im Warenkorb', help: 'Eine Schaltfläche im Warenkorb, die einen festen Betrag spendet.' },
  'donations.addDonation.valueCents': { label: 'Betrag', help: 'In der Währung des Shops, zum Beispiel 1 oder 2,50.' },
  'donations.addDonation.campaignId': { label: 'Spendenkampagne (Nummer)', help: 'Die Nummer der Kampagne im Ticketsystem, an die die Spende geht.' },
} satisfies SettingTexts;
