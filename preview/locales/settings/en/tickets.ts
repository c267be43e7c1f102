import type { SettingText } from '../setting-text.ts';
import type { ticketsDe } from '../de/tickets.ts';
import { formFieldEn } from './form-field.ts';
import { ticketGroupEn } from './ticket-group.ts';

export const ticketsEn: Record<keyof typeof ticketsDe, SettingText> = {
  tickets: { label: 'Tickets', help: 'Ticket groups, combined tickets, calendars and the choice of quantities.' },
  'tickets.groups': {
    label: 'Ticket groups',
    help: 'The tiles with which visitors start choosing tickets, such as day tickets and time-slot tickets. Each group needs a name of its own.',
  },
  ...ticketGroupEn,
  'tickets.combi': { label: 'Combined tickets', help: 'Tickets that combine several museums or exhibitions.' },
  'tickets.combi.groups': { label: 'Combined-ticket groups', help: 'The names of the groups in the ticketing system. The page starts with the first; unknown names lead to the first.' },
  'tickets.combi.groups[]': { label: 'Group {n}' },
  'tickets.combi.calendarMonths': { label: 'Months side by side in the calendar' },
  'tickets.combi.resultsOneView': { label: 'Calendar and tickets on one page', help: 'Otherwise visitors choose the date first and then see the tickets.' },
  'tickets.calendar': { label: 'Calendar', help: 'The day calendars for tickets and events.' },
  'tickets.calendar.monthsQuantity': { label: 'Months at once' },
  'tickets.calendar.preLoad': { label: 'Preload the neighbouring months', help: 'Loads the previous and the next month too, so that paging is instant.' },
  'tickets.calendar.showSoldOutDates': { label: 'Mark booked-out days', help: 'They appear as “booked out” instead of just not selectable.' },
  'tickets.calendar.startDate': { label: 'First selectable day', help: 'The calendar starts on this day instead of today, for example before the season opens. Empty: today.' },
  'tickets.maxItemsList': { label: 'Highest quantity per ticket', help: 'Visitors can choose at most this many tickets of one kind at once.' },
  'tickets.allowSingleDeselect': { label: 'Always offer “0”', help: 'The quantity choice always includes 0, so that a single ticket can be deselected too.' },
  'tickets.rejectTickets': { label: 'Fold away free tickets from (tickets)', help: 'With more tickets than this, the free ones move behind “Show more”.' },
  'tickets.showFilters': { label: 'Filters with the tickets', help: 'Filters by museum and exhibition on the ticket pages.' },
  'tickets.widgetSize': { label: 'Tickets on museum and exhibition pages', help: 'This many day tickets appear there before “More”.' },
  'tickets.partyCalculator': {
    label: 'Party calculator',
    help: 'Visitors say who is coming and which museums they want to see; the shop proposes the cheapest mix of family, combined, reduced and free tickets and puts it in the cart.',
  },
  'tickets.partyCalculator.enabled': {
    label: 'Offer the party calculator',
    help: 'A “Cheapest tickets for your party” link on the time selection. It only uses tickets for which the ticketing system says whom they admit.',
  },
  'tickets.dayPlanner': {
    label: 'Day planner',
    help: 'After choosing an entry time, visitors plan their day: matching tours and events without overlaps, into the cart and as a calendar entry.',
  },
  'tickets.dayPlanner.enabled': { label: 'Offer the day planner', help: '“Plan your day” appears on the time selection once an entry time is chosen.' },
  'tickets.dayPlanner.walkingMinutesBetweenMuseums': { label: 'Walk between two museums (minutes)', help: 'This much time stays free between two plan items in different museums.' },
  'tickets.crowdForecast': {
    label: 'Crowd forecast',
    help: 'Each time slot shows in a small bar how full it is expected to be, from the bookings and the experience of past days. When the chosen time is busy, the shop suggests quieter ones nearby.',
  },
  'tickets.crowdForecast.enabled': { label: 'Show the crowd forecast', help: 'Needs a ticketing system that provides the forecast; otherwise the time selection stays as usual.' },
  'tickets.attendeeFields': { label: 'More details per person', help: 'Fields asked for each person in addition to first name and surname.' },
  ...formFieldEn('tickets.attendeeFields'),
};
