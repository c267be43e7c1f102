import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database, TicketsTable } from '../../db/schema';
import { offsetOf, type Page } from '../../http/pagination';
import type { TicketType } from './array-query';
import type { ItemTicket } from './ticket-item';

export type TicketRow = Selectable<TicketsTable> & { quota_ids: number[] };
export type LoadedTicket = TicketRow & ItemTicket;

/** The tickets table plus each ticket's quota ids (quota_tickets), for every ticket query. */
function ticketsWithQuotas(db: Db) {
  return db.selectFrom('tickets').selectAll('tickets').select(
    sql<number[]>`array(select qt.quota_id from quota_tickets qt where qt.ticket_id = tickets.id order by qt.quota_id)`.as('quota_ids'),
  );
}

/**
 * The weekdays any quota of the ticket is closed, in quota order, read with the ticket (issue 16: one statement
 * less per order); each day once.
 */
const closedWeekdaysOfQuotas = sql<number[]>`array(select w.day from quota_tickets qt join quotas q on q.id = qt.quota_id
  cross join lateral unnest(q.closed_weekdays) with ordinality as w(day, n) where qt.ticket_id = tickets.id order by qt.quota_id, w.n)`;

function ticketsWithClosedWeekdays(db: Db) {
  return ticketsWithQuotas(db).select(closedWeekdaysOfQuotas.as('closed_weekdays'));
}

function withClosedWeekdays({ closed_weekdays: closed, ...ticket }: TicketRow & { closed_weekdays: number[] }): LoadedTicket {
  return { ...ticket, closed_weekdays: [...new Set(closed)] };
}

/**
 * Tickets of the shop by id, together with every sub-ticket a mantle ticket among them
 * needs, keyed by id, each with the closed weekdays of its quotas.
 */
export async function loadTicketsWithSubs(db: Db, shopId: number, ids: number[]): Promise<Map<number, LoadedTicket>> {
  const rows = ids.length
    ? await ticketsWithClosedWeekdays(db).where('shop_id', '=', shopId).where('id', 'in', ids).execute()
    : [];
  const subIds = [...new Set(rows.flatMap((row) => (row.is_mantle ? Object.keys(row.sub_tickets).map(Number) : [])))]
    .filter((id) => !rows.some((row) => row.id === id));
  if (subIds.length) rows.push(...(await ticketsWithClosedWeekdays(db).where('shop_id', '=', shopId).where('id', 'in', subIds).execute()));
  return new Map(rows.map((row) => [row.id, withClosedWeekdays(row)]));
}

export interface TicketFilters {
  q?: string; ticketIds?: number[]; museumIds?: number[]; exhibitionIds?: number[]; excludeIds?: number[];
  groupTicketIds?: number[]; listTicketIds?: number[]; bookable?: boolean; freeTiming?: boolean;
  types: TicketType[]; audienceId?: number; futureValidities?: boolean;
}

/** What a ticket query is read for: the shop, the text-search locales and, for lists, the day tickets must be valid on. */
export interface TicketScope { shopId: number; locale: string; main: string; day?: string }

type TicketQuery<O> = SelectQueryBuilder<Database, 'tickets', O>;

/** Applies the filters in SQL; with `day`, only tickets valid that day (validity range and weekday). */
function applyFilters<O>(qb: TicketQuery<O>, f: TicketFilters, ctx: TicketScope): TicketQuery<O> {
  let query = qb.where('tickets.shop_id', '=', ctx.shopId).where('tickets.ticket_type', 'in', f.types);
  const inList = (column: 'tickets.id', ids: number[]) => query.where(column, 'in', ids.length ? ids : [-1]);
  if (f.ticketIds) query = inList('tickets.id', f.ticketIds);
  if (f.groupTicketIds) query = inList('tickets.id', f.groupTicketIds);
  if (f.listTicketIds) query = inList('tickets.id', f.listTicketIds);
  if (f.excludeIds?.length) query = query.where('tickets.id', 'not in', f.excludeIds);
  if (f.museumIds) query = query.where(sql<boolean>`tickets.museum_ids && ${f.museumIds}::int[]`);
  if (f.exhibitionIds) query = query.where(sql<boolean>`tickets.exhibition_ids && ${f.exhibitionIds}::int[]`);
  if (f.bookable !== undefined) query = query.where('tickets.bookable', '=', f.bookable);
  if (f.freeTiming !== undefined) query = query.where('tickets.free_timing', '=', f.freeTiming);
  query = f.audienceId
    ? query.where(sql<boolean>`(tickets.price_target_audience_ids is null or ${f.audienceId}::int = any(tickets.price_target_audience_ids))`)
    : query.where('tickets.price_target_audience_ids', 'is', null);
  if (f.q) {
    const pattern = `%${f.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`coalesce(tickets.title->>${ctx.locale}, tickets.title->>${ctx.main}, '') ilike ${pattern}`);
  }
  if (ctx.day) {
    query = query.where(sql<boolean>`(tickets.valid_to is null or tickets.valid_to >= ${ctx.day}::date)`);
    if (!f.futureValidities) {
      query = query.where(sql<boolean>`(tickets.valid_from is null or tickets.valid_from <= ${ctx.day}::date)`)
        .where(sql<boolean>`extract(dow from ${ctx.day}::date)::int = any(tickets.weekdays)`);
    }
  }
  return query;
}


/** A page of the tickets the filters select, by position. */
export async function pageOfTickets(db: Db, filters: TicketFilters, scope: TicketScope, page: Page) {
  const { count } = await applyFilters(db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('count')), filters, scope)
    .executeTakeFirstOrThrow();
  const rows = await applyFilters(ticketsWithQuotas(db), filters, scope)
    .orderBy('tickets.position').orderBy('tickets.id')
    .limit(page.per_page).offset(offsetOf(page))
    .execute();
  return { total: Number(count), rows };
}

/** Ids of the tickets the filters select, sub-tickets left out (calendars). */
export async function matchingTicketIds(db: Db, filters: TicketFilters, scope: TicketScope): Promise<number[]> {
  const rows = await applyFilters(db.selectFrom('tickets').select('tickets.id'), filters, scope)
    .where('tickets.is_sub_ticket', '=', false).orderBy('tickets.id').execute();
  return rows.map((row) => row.id);
}

export function findTicket(db: Db, shopId: number, id: number) {
  return ticketsWithQuotas(db).where('shop_id', '=', shopId).where('id', '=', id).executeTakeFirst();
}

/** The content of the shop's tickets among `ids`, by position. */
export async function pageOfTicketContent(db: Db, shopId: number, ids: number[], page: Page) {
  const base = db.selectFrom('tickets').where('shop_id', '=', shopId).where('id', 'in', ids);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base.select(['id', 'content']).orderBy('position').orderBy('id').limit(page.per_page).offset(offsetOf(page)).execute();
  return { total: Number(count), rows };
}

export function listTicketGroups(db: Db, shopId: number) {
  return db.selectFrom('ticket_groups').select(['id', 'name', 'title', 'ticket_ids'])
    .where('shop_id', '=', shopId).orderBy('position').orderBy('id').execute();
}

export async function ticketGroupsByIds(db: Db, shopId: number, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db.selectFrom('ticket_groups').select(['id', 'ticket_ids']).where('shop_id', '=', shopId).where('id', 'in', groupIds).execute();
}

