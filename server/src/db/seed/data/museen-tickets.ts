import type { QuotaData, TicketData, TicketPlan } from '../tickets';
import { museenSpecialTickets } from './museen-special-tickets';
import { labels, party, texts } from './ticket-texts';

interface HouseTickets { museum: string; adult: number; reduced: number; slotDuration: 30 | 60; firstSlot: number; lastSlot: number; closed: number[]; dayCapacity: number; slotCapacity: number; vat: number }

const houses: HouseTickets[] = [
  { museum: 'kunsthalle', adult: 1400, reduced: 900, slotDuration: 30, firstSlot: 600, lastSlot: 1020, closed: [1], dayCapacity: 300, slotCapacity: 40, vat: 0 },
  { museum: 'naturkunde', adult: 1000, reduced: 600, slotDuration: 60, firstSlot: 540, lastSlot: 1020, closed: [], dayCapacity: 400, slotCapacity: 60, vat: 7 },
  { museum: 'stadtgeschichte', adult: 800, reduced: 500, slotDuration: 30, firstSlot: 600, lastSlot: 1020, closed: [1], dayCapacity: 200, slotCapacity: 30, vat: 0 },
];

/** Day tickets share the house's day quota; the three time-slot tickets share ONE slot quota. */
function houseTickets(h: HouseTickets): TicketData[] {
  const base = { museums: [h.museum], vat_pct: h.vat, after_sale: texts.afterSale, weekdays: [0, 1, 2, 3, 4, 5, 6].filter((d) => !h.closed.includes(d)) };
  const day = { ...base, type: 'normal' as const, first_entry: h.firstSlot, quotas: [`${h.museum}-day`] };
  const slot = { ...base, type: 'time_slot' as const, first_entry: h.firstSlot, last_entry: h.lastSlot, entry_duration: h.slotDuration, description: texts.slotInfo, quotas: [`${h.museum}-slots`] };
  return [
    { ...day, key: `${h.museum}-day-adult`, title: labels.dayAdult, price_cents: h.adult, party: party.adult,
      ...(h.museum === 'stadtgeschichte' ? { discount: 10, sub_title: { de: '10 % Online-Rabatt', en: '10 % online discount', es: '10 % de descuento online', fr: '10 % de remise en ligne' } } : {}) },
    { ...day, key: `${h.museum}-day-reduced`, title: labels.dayReduced, price_cents: h.reduced, party: party.reduced, identification: true, description: texts.reducedInfo },
    { ...day, key: `${h.museum}-day-child`, title: labels.dayChild, price_cents: 0, party: party.child, description: texts.childInfo },
    { ...slot, key: `${h.museum}-slot-adult`, title: labels.slotAdult, price_cents: h.adult, party: party.adult,
      ...(h.museum === 'kunsthalle' ? { weekendPrice: { weeks: 8, price_cents: h.adult + 200 } } : {}) },
    { ...slot, key: `${h.museum}-slot-reduced`, title: labels.slotReduced, price_cents: h.reduced, party: party.reduced, identification: true },
    { ...slot, key: `${h.museum}-slot-family`, title: labels.slotFamily, price_cents: h.adult * 2 + 200, party: party.family, description: texts.familyInfo, max_persons: 5 },
  ];
}

const houseQuotas: QuotaData[] = houses.flatMap((h) => [
  { key: `${h.museum}-day`, name: `${h.museum}: Tagestickets`, capacity: h.dayCapacity, closed_weekdays: h.closed },
  { key: `${h.museum}-slots`, name: `${h.museum}: Zeitfenster (${h.slotDuration} min)`, capacity: h.slotCapacity, closed_weekdays: h.closed },
]);

export const museenTicketPlan: TicketPlan = {
  tickets: [...houses.flatMap(houseTickets), ...museenSpecialTickets],
  quotas: [
    ...houseQuotas,
    { key: 'urzeit-slots', name: 'naturkunde: Urzeit-Saal (Kombi)', capacity: 30 },
    { key: 'planetarium', name: 'naturkunde: Planetarium je Show', capacity: 80 },
    { key: 'combi', name: 'Kombitickets je Tag', capacity: 150, closed_weekdays: [1] },
  ],
  // 11:00 sold out and 14:00 with 3 places left on the Kunsthalle time-slot quota.
  overrides: [
    { quota: 'kunsthalle-slots', minute: 660, capacity: 0 },
    { quota: 'kunsthalle-slots', minute: 840, capacity: 3 },
  ],
  groups: [
    { name: 'day', title: { de: 'Tagestickets', en: 'Day tickets', es: 'Entradas de día', fr: 'Billets journée' },
      tickets: houses.flatMap((h) => [`${h.museum}-day-adult`, `${h.museum}-day-reduced`, `${h.museum}-day-child`]) },
    { name: 'timeSlot', title: { de: 'Zeitfenster-Tickets', en: 'Time-slot tickets', es: 'Entradas por franja horaria', fr: 'Billets à créneau' },
      tickets: houses.flatMap((h) => [`${h.museum}-slot-adult`, `${h.museum}-slot-reduced`, `${h.museum}-slot-family`]) },
    { name: 'flex', title: { de: 'Flexticket', en: 'Flex ticket', es: 'Entrada flexible', fr: 'Billet flexible' }, tickets: ['kunsthalle-flex'] },
    { name: 'annual', title: { de: 'Jahreskarten', en: 'Annual tickets', es: 'Pases anuales', fr: 'Abonnements annuels' }, tickets: ['annual'] },
    { name: 'ticketGroup', title: { de: 'Kombitickets', en: 'Combined tickets', es: 'Entradas combinadas', fr: 'Billets combinés' },
      tickets: ['combi-two', 'combi-all', 'combi-all-reduced'] },
  ],
};
