import { z } from '@hono/zod-openapi';
import { queryBool } from '../../http/query';
import { TICKET_TYPES, arrayQuery, idArrayQuery, ticketTypeList } from './array-query';

/** The filters /tickets, /tickets/calendar and /tickets/empty_days share (requirements/api.md §4.1, requirements/api.md §4.5; requirements/tickets.md §7.1 Tickets). */
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
