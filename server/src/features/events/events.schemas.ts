import { z } from '@hono/zod-openapi';
import { metaSchema } from '../../http/pagination';
import { contentSchema, locationSchema, offerTagFields, pictureSchema } from '../catalogue/content.schemas';

const eventFields = {
  id: z.number().int(), exhibition_id: z.number().int().nullable(), museum_id: z.number().int().nullable(),
  title: z.string(), sub_title: z.string(), featured: z.boolean(), bookable: z.boolean(), registerable: z.boolean(),
  ticket_sales_in_shop: z.boolean(),
  tickets: z.array(z.number().int()).openapi({ description: 'Ids of the tickets sold for this event (ticket_sales_in_shop), requirements/events-and-seats.md §3.1 Event' }),
  picture: pictureSchema, location: locationSchema, ...offerTagFields,
};

export const eventListSchema = z
  .object({
    events: z.array(z.object({
      ...eventFields,
      upcoming_bookings_start_times: z.array(z.string()).openapi({ description: 'The next (at most 5) bookable start times, for sorting by the next date' }),
    }).openapi('Event')),
    meta: metaSchema,
  })
  .openapi('EventList');

export const eventDetailSchema = z.object({
  event: z.object({ ...eventFields, description: z.string().nullable(), content: contentSchema }).openapi('EventDetail'),
});
