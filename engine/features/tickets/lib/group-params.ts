import type { TicketGroup } from '../../../settings/settings.gen.ts';
import type { TicketListParams } from '../api/tickets.api.ts';

/** Shared URL params of the tickets area (requirements/tickets.md §2.1 'Tickets area'). */
export interface TicketFilter {
  museumId?: number;
  exhibitionId?: number;
}

const API_TYPES: Record<string, string> = { normal: 'normal', day: 'normal', time_slot: 'time_slot', annual: 'annual' };

/** Group types as by_ticket_types[]; names the API does not know (hour, group, ticket_ids) are left out. */
export function apiTypesOf(group: Pick<TicketGroup, 'types'>): string[] {
  return [...new Set(group.types.flatMap((type) => (API_TYPES[type] ? [API_TYPES[type]] : [])))];
}

/** The /tickets query of a group on a day: bookable, filtered, restricted by list_ids; the 'flex' group sells free_timing tickets only. */
export function ticketParamsOf(group: Pick<TicketGroup, 'name' | 'types' | 'list_ids'>, date: string, filter: TicketFilter): TicketListParams {
  return {
    valid_at: date,
    by_ticket_types: apiTypesOf(group),
    by_bookable: true,
    ...(filter.museumId ? { by_museum_ids: [filter.museumId] } : {}),
    ...(filter.exhibitionId ? { by_exhibition_ids: [filter.exhibitionId] } : {}),
    ...(group.list_ids?.length ? { list_ids: group.list_ids.join(',') } : {}),
    ...(group.name === 'flex' ? { by_free_timing: true } : {}),
  };
}

export type InfoMode = 'timeslot' | 'day' | 'timeslot_and_day' | 'flex';

/** requirements/tickets.md §2.4 time screen: info texts per mode. */
export function infoModeOf(group: Pick<TicketGroup, 'name' | 'types' | 'time'>): InfoMode {
  if (group.name === 'flex') return 'flex';
  const types = apiTypesOf(group);
  if (!group.time) return 'day';
  return types.includes('normal') ? 'timeslot_and_day' : 'timeslot';
}

const STATE_PATHS: Record<string, string> = {
  'shop.tickets.time': '/tickets/time',
  'shop.tickets.types': '/tickets/types',
  'shop.tickets.list': '/tickets/list',
  'shop.tickets.filters': '/tickets/filters',
  'shop.tickets.annual': '/tickets/annual',
  'shop.tickets.combi': '/tickets/combi',
};

/**
 * Where a group tile leads (its ticketState), with the group and filters as query. A date and time
 * the visitor arrived with (old /shop?date&time links, requirements/tickets.md §2.2 'Booking process') are passed on
 * when they are well-formed, so the group's screen opens on them.
 */
export function groupTarget(group: Pick<TicketGroup, 'name' | 'ticketState'>, filter: TicketFilter, carried: URLSearchParams = new URLSearchParams()): string {
  const path = STATE_PATHS[group.ticketState] ?? '/tickets/time';
  const query = new URLSearchParams({ group: group.name });
  if (filter.museumId) query.set('museum_id', String(filter.museumId));
  if (filter.exhibitionId) query.set('exhibition_id', String(filter.exhibitionId));
  const date = carried.get('date');
  const time = carried.get('time');
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) query.set('date', date);
  if (date && time && !Number.isNaN(Date.parse(time))) query.set('time', time);
  return `${path}?${query}`;
}

/** Reads museum_id / exhibition_id from the query; anything but a positive integer is no filter. */
export function filterOf(search: URLSearchParams): TicketFilter {
  const id = (key: string) => {
    const value = Number(search.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return { museumId: id('museum_id'), exhibitionId: id('exhibition_id') };
}

/** The booking params a step hands to the next (requirements/tickets.md §2.1 'Tickets area'). */
export interface StepQuery {
  date: string;
  time?: string | null;
  vip?: boolean;
  filter: TicketFilter;
}

/**
 * requirements/tickets.md §3.5 Ticket group: without resultsOneView, choosing the date (and the time, for time groups)
 * leads on to the group's toState, or to the ticket types when toState is empty.
 */
export function nextStepOf(group: Pick<TicketGroup, 'name' | 'toState'>, step: StepQuery): string {
  const path = (group.toState && STATE_PATHS[group.toState]) || '/tickets/types';
  const query = new URLSearchParams({ group: group.name, date: step.date });
  if (step.time) query.set('time', step.time);
  if (step.filter.museumId) query.set('museum_id', String(step.filter.museumId));
  if (step.filter.exhibitionId) query.set('exhibition_id', String(step.filter.exhibitionId));
  if (step.vip) query.set('vip', 'true');
  return `${path}?${query}`;
}
