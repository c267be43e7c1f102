import { z } from '@hono/zod-openapi';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { queryBool } from '../../http/query';
import { TICKET_TYPES, arrayQuery, idArrayQuery, merged, ticketTypeList, type TicketType } from './array-query';

/** The filters /tickets, /tickets/calendar and /tickets/empty_days share (ENDPOINTS.md §4.1, §4.5; spec §7 Tickets). */
export const ticketFilterQuery = {
  q: z.string().max(200).optional(),
  ...idArrayQuery('by_ticket_ids'),
  ...idArrayQuery('by_museum_ids'),
  ...idArrayQuery('by_exhibition_ids'),
  ...idArrayQuery('exclude_ticket_ids'),
  ...idArrayQuery('by_ticket_group_ids'),
  by_bookable: queryBool(),
  by_free_timing: queryBool(),
  by_ticket_type: z.enum(TICKET_TYPES).optional(),
  ...arrayQuery('by_ticket_types', ticketTypeList),
  with_current_or_future_validities: queryBool().openapi({
    description: 'true: list every ticket still valid on valid_at or later, ignoring weekdays',
  }),
  list_ids: z.string().regex(/^\d+(,\d+)*$/, 'must be a comma list of ids').optional().openapi({
    description: 'Comma list of ticket group ids; an id that names no group of the shop is taken as a ticket id.',
  }),
  by_price_target_audience_id: z.coerce.number().int().positive().optional().openapi({
    description: 'tickets restricted to price target audiences show only for a matching audience',
  }),
  billing_address_id: z.coerce.number().int().positive().optional().openapi({
    description: 'GET /tickets: the signed-in customer\'s address; its price target audience adds that audience\'s tickets (special prices). Another customer\'s id is ignored.',
  }),
};

export interface TicketFilters {
  q?: string; ticketIds?: number[]; museumIds?: number[]; exhibitionIds?: number[]; excludeIds?: number[];
  groupTicketIds?: number[]; listTicketIds?: number[]; bookable?: boolean; freeTiming?: boolean;
  types: TicketType[]; audienceId?: number; futureValidities?: boolean;
}

async function groupTickets(db: Db, shopId: number, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db.selectFrom('ticket_groups').select(['id', 'ticket_ids']).where('shop_id', '=', shopId).where('id', 'in', groupIds).execute();
}

/** Turns the parsed query into filters, resolving group ids to ticket ids. */
export async function resolveFilters(db: Db, shopId: number, query: Record<string, unknown>): Promise<TicketFilters> {
  const typed = query.by_ticket_type as TicketType | undefined;
  const types = merged<TicketType>(query, 'by_ticket_types') ?? [];
  const groupIds = merged<number>(query, 'by_ticket_group_ids');
  const filters: TicketFilters = {
    q: query.q as string | undefined,
    ticketIds: merged(query, 'by_ticket_ids'), museumIds: merged(query, 'by_museum_ids'),
    exhibitionIds: merged(query, 'by_exhibition_ids'), excludeIds: merged(query, 'exclude_ticket_ids'),
    bookable: query.by_bookable as boolean | undefined, freeTiming: query.by_free_timing as boolean | undefined,
    // No type filter means every type except annual. @see ENDPOINTS.md §4.1
    types: typed || types.length ? [...new Set([...(typed ? [typed] : []), ...types])] : ['normal', 'time_slot'],
    audienceId: query.by_price_target_audience_id as number | undefined,
    futureValidities: query.with_current_or_future_validities as boolean | undefined,
  };
  if (groupIds) filters.groupTicketIds = (await groupTickets(db, shopId, groupIds)).flatMap((group) => group.ticket_ids);
  if (query.list_ids) {
    const ids = String(query.list_ids).split(',').map(Number);
    const groups = await groupTickets(db, shopId, ids);
    const loose = ids.filter((id) => !groups.some((group) => group.id === id));
    filters.listTicketIds = [...groups.flatMap((group) => group.ticket_ids), ...loose];
  }
  return filters;
}

type TicketQuery<O> = SelectQueryBuilder<Database, 'tickets', O>;

/** Applies the filters in SQL; with `day`, only tickets valid that day (validity range and weekday). */
export function applyFilters<O>(qb: TicketQuery<O>, f: TicketFilters, ctx: { shopId: number; locale: string; main: string; day?: string }): TicketQuery<O> {
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
