import type { TicketPlan } from '../tickets';
import { labels, texts } from './ticket-texts';

const open = [0, 2, 3, 4, 5, 6];
const base = { museums: ['stadtmuseum'], vat_pct: 0, weekdays: open, after_sale: texts.afterSale };

/** The single-house shop: day and time-slot tickets, flex, annual and a group ticket. */
export const stadtmuseumTicketPlan: TicketPlan = {
  tickets: [
    { ...base, key: 'day-adult', type: 'normal', title: labels.dayAdult, price_cents: 800, quotas: ['day'] },
    { ...base, key: 'day-reduced', type: 'normal', title: labels.dayReduced, price_cents: 500, identification: true, description: texts.reducedInfo, quotas: ['day'] },
    { ...base, key: 'day-child', type: 'normal', title: labels.dayChild, price_cents: 0, description: texts.childInfo, quotas: ['day'] },
    { ...base, key: 'slot-adult', type: 'time_slot', title: labels.slotAdult, price_cents: 800, first_entry: 600, last_entry: 960, entry_duration: 60,
      weekendPrice: { weeks: 8, price_cents: 1000 }, description: texts.slotInfo, quotas: ['slots'] },
    { ...base, key: 'slot-reduced', type: 'time_slot', title: labels.slotReduced, price_cents: 500, first_entry: 600, last_entry: 960, entry_duration: 60,
      identification: true, quotas: ['slots'] },
    { ...base, key: 'flex', type: 'normal', free_timing: true, price_cents: 900, quotas: ['day'],
      title: { de: 'Flexticket', en: 'Flex ticket' },
      description: { de: '<p>Gültig an einem beliebigen Öffnungstag innerhalb eines Jahres – ohne festen Termin.</p>', en: '<p>Valid on any opening day within one year – no fixed date.</p>' } },
    { ...base, key: 'annual', type: 'annual', personalizeable: true, photo_mandatory: 'optional', shipped_with: 'versand', price_cents: 3500, weekdays: undefined,
      title: { de: 'Jahreskarte Stadtmuseum', en: 'City museum annual pass' },
      description: { de: '<p>Ein Jahr freier Eintritt, persönliche Karte per Post.</p>', en: '<p>One year of free entry; personal card sent by post.</p>' } },
    { ...base, key: 'group', type: 'normal', price_cents: 600, min_persons: 10, max_persons: 25, quotas: ['day'],
      title: { de: 'Gruppenticket', en: 'Group ticket' },
      sub_title: { de: '10 bis 25 Personen, Preis pro Person', en: '10 to 25 people, price per person' } },
    { ...base, key: 'weaving', type: 'normal', price_cents: 1200, attendees: 'required', first_entry: 900, weekdays: [6], exhibitions: ['lindenau-tuch'], quotas: ['day'],
      title: { de: 'Webkurs am Samstag', en: 'Saturday weaving class' },
      description: { de: '<p>Samstags 15 Uhr am historischen Webstuhl; Namen aller Teilnehmenden erforderlich.</p>', en: '<p>Saturdays at 3 pm at the historic loom; names of all participants required.</p>' } },
  ],
  quotas: [
    { key: 'day', name: 'Stadtmuseum: Tagestickets', capacity: 150, closed_weekdays: [1] },
    { key: 'slots', name: 'Stadtmuseum: Zeitfenster (60 min)', capacity: 25, closed_weekdays: [1] },
  ],
  overrides: [
    { quota: 'slots', minute: 660, capacity: 0 },
    { quota: 'slots', minute: 840, capacity: 3 },
  ],
  groups: [
    { name: 'day', title: { de: 'Tagestickets', en: 'Day tickets' }, tickets: ['day-adult', 'day-reduced', 'day-child'] },
    { name: 'timeSlot', title: { de: 'Zeitfenster-Tickets', en: 'Time-slot tickets' }, tickets: ['slot-adult', 'slot-reduced'] },
    { name: 'flex', title: { de: 'Flexticket', en: 'Flex ticket' }, tickets: ['flex'] },
    { name: 'annual', title: { de: 'Jahreskarte', en: 'Annual pass' }, tickets: ['annual'] },
  ],
};
