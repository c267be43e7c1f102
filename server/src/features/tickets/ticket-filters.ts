import type { Db } from '../../db/connect';
import { merged, type TicketType } from './array-query';
import { ticketGroupsByIds, type TicketFilters } from './ticket.store';

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
    // No type filter means every type except annual. @see requirements/api.md §4.1
    types: typed || types.length ? [...new Set([...(typed ? [typed] : []), ...types])] : ['normal', 'time_slot'],
    audienceId: query.by_price_target_audience_id as number | undefined,
    futureValidities: query.with_current_or_future_validities as boolean | undefined,
  };
  if (groupIds) filters.groupTicketIds = (await ticketGroupsByIds(db, shopId, groupIds)).flatMap((group) => group.ticket_ids);
  if (query.list_ids) {
    const ids = String(query.list_ids).split(',').map(Number);
    const groups = await ticketGroupsByIds(db, shopId, ids);
    const loose = ids.filter((id) => !groups.some((group) => group.id === id));
    filters.listTicketIds = [...groups.flatMap((group) => group.ticket_ids), ...loose];
  }
  return filters;
}
