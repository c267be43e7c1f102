import type { SettingText } from '../setting-text.ts';
import type { specialDe } from '../de/special.ts';

export const specialEn: Record<keyof typeof specialDe, SettingText> = {
  vip: { label: 'VIP area', help: 'A closed area in which a code unlocks special prices.' },
  'vip.enabled': { label: 'Switch on the VIP area', help: 'Off: all VIP pages lead to the start page.' },
  'vip.registration': { label: 'VIP registration', help: 'The registration before visitors enter their code.' },
  'vip.registration.startsAt': { label: 'Registration from' },
  'vip.registration.endsAt': { label: 'Registration until', help: 'Empty: no end.' },
  'vip.selectionMode': {
    label: 'Choice of tickets',
    options: { single: 'Only one ticket type per order', multiple: 'Several ticket types' },
  },
  'vip.firstAvailableDate': { label: 'Jump to the first free day', help: 'VIP pages open on the first day with free tickets instead of today.' },
  onePager: { label: 'Quick purchase (one-pager)', help: 'A single page with a fixed list of tickets on which visitors buy without detours.' },
  'onePager.enabled': { label: 'Switch on the quick purchase', help: 'Makes the page reachable. It shows in the menu when the “Quick purchase” menu item is on there too.' },
  'onePager.ticketIds': { label: 'Tickets', help: 'The numbers of the tickets in the ticketing system, in this order. Empty: the page says there are no tickets.' },
  'onePager.ticketIds[]': { label: 'Ticket {n}' },
  'onePager.quickSelectButtons': { label: 'Quantity buttons', help: 'Buttons 1 up to this number before the quantity choice (at most 4). 0: only the quantity choice.' },
  'onePager.showVatExemptNote': { label: '“VAT-exempt” note', help: 'The note that the total is exempt from VAT under the VAT act.' },
  waitingRoom: { label: 'Waiting room', help: 'A queue in front of the shop when very many visitors arrive at once, for example when advance sales open.' },
  'waitingRoom.enabled': { label: 'Switch on the waiting room', help: 'The shop checks on every page change whether visitors are admitted. Search engines and the checkout are exempt.' },
  'waitingRoom.host': { label: 'Address of the queue', help: 'https://… for an external service or /queue for the built-in one. Empty: no waiting room, even when switched on.' },
  'waitingRoom.tokenLifetimeSeconds': { label: 'Admission lasts (minutes)', help: 'For this long visitors may stay in the shop after the waiting room; 600 minutes are 10 hours.' },
  'waitingRoom.pollingSeconds': { label: 'Check the place in the queue every (seconds)', help: 'How often the waiting page looks whether the queue has moved.' },
  'waitingRoom.capacity': { label: 'Visitors in the shop at once', help: 'Built-in waiting room (/queue) only: this many may be in the shop at the same time; the others wait.' },
  'waitingRoom.visitMinutes': { label: 'Free a place after (minutes without a click)', help: 'Built-in waiting room only: whoever does nothing for this long gives their place to the next in line.' },
};
