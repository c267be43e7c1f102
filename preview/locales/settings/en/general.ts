import type { SettingText } from '../setting-text.ts';
import type { generalDe, startStatesDe } from '../de/general.ts';

const startStatesEn: Record<keyof typeof startStatesDe, string> = {
  'shop.start': 'Start page',
  'shop.tickets.groups': 'Ticket groups',
  'shop.tickets.time': 'Ticket time selection',
  'shop.tickets.list': 'Ticket list',
  'shop.tickets.combi': 'Combined tickets',
  'shop.tickets.annual': 'Annual tickets',
  'shop.onepager': 'Quick purchase (one-pager)',
  'shop.museums': 'Museums',
  'shop.exhibitions': 'Exhibitions',
  'shop.products.events': 'Events',
  'shop.products.tours': 'Tours',
  'shop.events.dates': 'Event dates',
  'shop.merchandise.list': 'Shop articles',
  'shop.coupons': 'Vouchers',
  'shop.donations': 'Donations',
  'shop.vip.code': 'VIP code',
};

export const generalEn: Record<keyof typeof generalDe, SettingText> = {
  general: { label: 'General', help: 'Where the shop starts, when the notice shows, consent, test mode and partner links.' },
  'general.startState': { label: 'Entry page', help: 'The page the shop opens with. Unknown addresses lead here too.' },
  'general.startState.name': { label: 'Page', options: startStatesEn },
  'general.startState.params': {
    label: 'Page details',
    help: 'For example name “group” with the value “timeSlot”, so that the time selection shows the time-slot tickets straight away. Usually empty.',
  },
  'general.smbStyle': {
    label: 'Compact ticket selection',
    help: 'Changes the ticket pages: an entry time per ticket with the length of stay, and date, museum and exhibition right above the ticket list.',
  },
  'general.localStorageKeyPrefix': {
    label: 'Browser storage name',
    help: "Under this name visitors' browsers remember their cart, language and consent. Changing it empties every remembered cart: change it only after a major update and with technical support.",
  },
  'general.notice': {
    label: 'When the notice shows',
    help: "When the notice below the shop's header appears (edit its text under Translations). The first and the last day are included. Without dates it stays until its text is deleted.",
  },
  'general.notice.from': { label: 'Show from', help: 'Empty: from now on.' },
  'general.notice.until': { label: 'Show until', help: 'Empty: no end.' },
  'general.staging': {
    label: '“Test environment” notice',
    help: 'Visitors see a warning that this is a test shop and must confirm it. A test system shows it anyway.',
  },
  'general.consent': { label: 'Cookie consent', help: 'The banner in which visitors accept or decline statistics, and the Google Tag Manager, which loads only after they accept.' },
  'general.consent.enabled': { label: 'Show the consent banner', help: 'Without a tag manager there is nothing to consent to, so it starts switched off.' },
  'general.consent.tagManagerId': { label: 'Google Tag Manager ID', help: 'For example GTM-ABC1234, from your agency. Loads only after consent. Empty: no tag manager.' },
  'general.affiliate': { label: 'Partner links', help: "When visitors arrive through a sales partner's link, their order is credited to that partner." },
  'general.affiliate.enabled': { label: 'Track partners' },
  'general.affiliate.cookieHours': { label: 'Remember the partner for (hours)', help: 'For this long after the click on the partner link, an order counts for the partner. 24 hours is usual.' },
};
