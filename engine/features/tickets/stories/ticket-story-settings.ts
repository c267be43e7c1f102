/**
 * Settings fragments the ticket stories share. The donation step after tickets keeps add-to-cart
 * stories on screens of this feature (the cart screen asks POST /cart, which its own stories mock).
 */
export const donationStep = { donations: { enabledFor: { tickets: true, annualTickets: true, combiTickets: true } } };

/** The alternative site style (requirements/tickets.md §2.1 'Tickets area'). */
export const smbStyle = { general: { smbStyle: true } };

/** Calendar, times and ticket selection on one screen (ticket group resultsOneView, requirements/tickets.md §3). */
export const oneView = { tickets: { groups: [
  { name: 'day', order: 1, types: ['normal'], resultsOneView: true },
  { name: 'timeSlot', order: 2, time: true, types: ['time_slot'], resultsOneView: true },
] } };

/** Capacity colouring on (requirements/tickets.md §9.1 Time selection). */
export const colouring = { tickets: { groups: [
  { name: 'day', order: 1, types: ['normal'] },
  { name: 'timeSlot', order: 2, time: true, types: ['time_slot'], timeSlotCapacity: { enabled: true, threshold: 30 } },
] } };
