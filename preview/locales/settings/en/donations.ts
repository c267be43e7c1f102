import type { SettingText } from '../setting-text.ts';
import type { donationsDe } from '../de/donations.ts';

export const donationsEn: Record<keyof typeof donationsDe, SettingText> = {
  donations: { label: 'Donations', help: 'When the shop asks for a donation. You set up the donation campaigns themselves in the ticketing system.' },
  'donations.enabledFor': { label: 'Donation page after adding', help: 'When visitors put one of these offers in the cart, the donation page follows. Never after shop articles.' },
  'donations.enabledFor.tickets': { label: 'Tickets', help: 'Day, time-slot and flexible tickets.' },
  'donations.enabledFor.events': { label: 'Events' },
  'donations.enabledFor.tours': { label: 'Tours' },
  'donations.enabledFor.coupons': { label: 'Vouchers' },
  'donations.enabledFor.annualTickets': { label: 'Annual tickets' },
  'donations.enabledFor.combiTickets': { label: 'Combined tickets' },
  'donations.showCartPrompt': { label: 'Donation hint in the cart', help: 'A hint with a link to the donation page; appears only when there is a donation campaign.' },
  'donations.addDonation': { label: 'Quick donation in the cart', help: 'A button in the cart that donates a fixed amount.' },
  'donations.addDonation.valueCents': { label: 'Amount', help: "In the shop's currency, for example 1 or 2.50." },
  'donations.addDonation.campaignId': { label: 'Donation campaign (number)', help: 'The number of the campaign in the ticketing system that receives the donation.' },
};
