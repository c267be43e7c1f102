import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/connect';
import type { TicketsTable } from '../../db/schema';
import type { ItemTicket } from './ticket-item';

export type TicketRow = Selectable<TicketsTable> & { quota_ids: number[] };
export type LoadedTicket = TicketRow & ItemTicket;

/** The tickets table plus each ticket's quota ids (quota_tickets), for every ticket query. */
export function ticketsWithQuotas(db: Db) {
  return db.selectFrom('tickets').selectAll('tickets').select(
    sql<number[]>`array(select qt.quota_id from quota_tickets qt where qt.ticket_id = tickets.id order by qt.quota_id)`.as('quota_ids'),
  );
}

/** Closed weekdays per quota id, for the "no quota of it is closed that weekday" rule. */
export async function closedWeekdaysByQuota(db: Db, quotaIds: number[]): Promise<Map<number, number[]>> {
  if (quotaIds.length === 0) return new Map();
  const rows = await db.selectFrom('quotas').select(['id', 'closed_weekdays']).where('id', 'in', quotaIds).execute();
  return new Map(rows.map((row) => [row.id, row.closed_weekdays]));
}

export function withClosedWeekdays(ticket: TicketRow, closed: Map<number, number[]>): LoadedTicket {
  const closedWeekdays = [...new Set(ticket.quota_ids.flatMap((quotaId) => closed.get(quotaId) ?? []))];
  return { ...ticket, closed_weekdays: closedWeekdays };
}

/**
 * Tickets of the shop by id, together with every sub-ticket a mantle ticket among them
 * needs, keyed by id, each with the closed weekdays of its quotas.
 */
export async function loadTicketsWithSubs(db: Db, shopId: number, ids: number[]): Promise<Map<number, LoadedTicket>> {
  const rows: TicketRow[] = ids.length
    ? await ticketsWithQuotas(db).where('shop_id', '=', shopId).where('id', 'in', ids).execute()
    : [];
  const subIds = [...new Set(rows.flatMap((row) => (row.is_mantle ? Object.keys(row.sub_tickets).map(Number) : [])))]
    .filter((id) => !rows.some((row) => row.id === id));
  if (subIds.length) rows.push(...(await ticketsWithQuotas(db).where('shop_id', '=', shopId).where('id', 'in', subIds).execute()));
  const closed = await closedWeekdaysByQuota(db, [...new Set(rows.flatMap((row) => row.quota_ids))]);
  return new Map(rows.map((row) => [row.id, withClosedWeekdays(row, closed)]));
}
