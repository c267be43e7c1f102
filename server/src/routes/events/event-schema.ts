import { z } from '@hono/zod-openapi';
import { contentSchema, locationSchema, metaSchema, offerTagFields, pictureSchema } from '../shared/schemas';

const eventFields = {
  id: z.number().int(), exhibition_id: z.number().int().nullable(), museum_id: z.number().int().nullable(),
  title: z.string(), sub_title: z.string(), featured: z.boolean(), bookable: z.boolean(), registerable: z.boolean(),
  ticket_sales_in_shop: z.boolean(), picture: pictureSchema, location: locationSchema, ...offerTagFields,
};

export const eventListSchema = z
  .object({ events: z.array(z.object(eventFields).openapi('Event')), meta: metaSchema })
  .openapi('EventList');

export const eventDetailSchema = z.object({
  event: z.object({ ...eventFields, description: z.string().nullable(), content: contentSchema }).openapi('EventDetail'),
});
