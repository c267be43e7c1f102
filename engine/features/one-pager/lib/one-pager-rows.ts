import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';
import type { OnePagerCapacities, OnePagerRow } from './one-pager-row.ts';
import type { Ticket } from '../../tickets/api/tickets.queries.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The ISO instant `minute` after midnight of `date` in the shop's timezone (DST-safe wall clock). */
export function entryOf(date: string, minute: number, timezone = DEFAULT_TIMEZONE): string {
  return dayjs.tz(`${date} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`, timezone).format();
}

/** requirements/cart.md §9.1 Pricing: a day's dynamic price wins, then price − price × discount / 100, rounded. */
export function dayPrice(ticket: Pick<Ticket, 'price_cents' | 'discount' | 'dynamic_prices'>, date: string): number {
  const base = ticket.dynamic_prices?.[date] ?? ticket.price_cents;
  return Math.round(base - (base * (ticket.discount ?? 0)) / 100);
}

/** requirements/api.md §4.4: free places of a ticket at a slot = the smallest over its quotas; undefined = no data. */
export function freePlaces(capacities: OnePagerCapacities | undefined, ticketId: number, slot: string): number | undefined {
  const at = Date.parse(slot);
  const values = Object.values(capacities ?? {}).flatMap((quota) => {
    if (!quota.tickets.includes(ticketId)) return [];
    const entry = Object.entries(quota.capacities).find(([key]) => Date.parse(key) === at);
    return entry ? [entry[1]] : [];
  });
  return values.length ? Math.min(...values) : undefined;
}

/**
 * requirements/tickets.md §5.2 Ticket selection: 0 plus min_persons up to the smallest of free places,
 * max_persons and maxItemsList; flex tickets always min..max_persons.
 */
export function quantitiesOf(ticket: Ticket, free: number | undefined, maxItemsList: number): number[] {
  const unlimited = ticket.free_timing || ticket.quota_ids.length === 0;
  const max = unlimited ? ticket.max_persons : Math.min(Math.max(0, free ?? 0), ticket.max_persons, maxItemsList);
  const from = Math.max(1, ticket.min_persons);
  return [0, ...Array.from({ length: Math.max(0, max - from + 1) }, (_, index) => from + index)];
}

export interface RowsInput {
  /** The configured ticketIds, in the operator's order (spec: one-pager settings). */
  ticketIds: number[];
  tickets: Ticket[];
  capacities: OnePagerCapacities | undefined;
  date: string;
  selection: Record<number, number>;
  maxItemsList: number;
  now: Date;
  timezone?: string;
}

/** The ticket step's rows in the configured order; ids the server does not sell today are left out. */
export function buildOnePagerRows({ ticketIds, tickets, capacities, date, selection, maxItemsList, now, timezone = DEFAULT_TIMEZONE }: RowsInput): OnePagerRow[] {
  return ticketIds.flatMap((id) => {
    const ticket = tickets.find((candidate) => candidate.id === id && !candidate.is_sub_ticket);
    if (!ticket) return [];
    const time = entryOf(date, ticket.first_entry, timezone);
    const available = quantitiesOf(ticket, freePlaces(capacities, ticket.id, time), maxItemsList);
    // requirements/tickets.md §5.1 Dates: past the day's last entry the ticket is no longer sellable.
    const over = Date.parse(entryOf(date, ticket.last_entry, timezone)) <= now.getTime();
    const bookedOut = !ticket.bookable || over || available.length === 1;
    return [{ ticket, time, price: dayPrice(ticket, date), available, bookedOut, quantity: bookedOut ? 0 : selection[ticket.id] ?? 0 }];
  });
}
