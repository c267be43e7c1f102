import { z } from '@hono/zod-openapi';
import { metaSchema } from '../../http/pagination';
import { contentSchema, locationSchema, offerTagFields, pictureSchema } from '../catalogue/content.schemas';

const tourFields = {
  id: z.number().int(), exhibition_id: z.number().int().nullable(), museum_id: z.number().int().nullable(),
  title: z.string(), sub_title: z.string(), featured: z.boolean(), bookable: z.boolean(), registerable: z.boolean(),
  duration: z.number().int().openapi({ description: 'Minutes a tour lasts (not in the go~mus docs; the day planner of issue 18 needs the end)' }),
  picture: pictureSchema, location: locationSchema, ...offerTagFields,
};

export const tourListSchema = z
  .object({
    tours: z.array(z.object({
      ...tourFields,
      equipment: z.boolean().openapi({ description: 'Extra equipment can or must be booked (requirements/api.md §7.2)' }),
    }).openapi('Tour')),
    meta: metaSchema,
  })
  .openapi('TourList');

export const tourDetailSchema = z.object({
  tour: z.object({
    ...tourFields,
    description: z.string().nullable(), content: contentSchema,
    limitations: z.object({ language: z.boolean() }).openapi({ description: 'language: availability depends on the chosen language' }),
    equipment: z.array(z.record(z.string(), z.unknown())).openapi({ description: 'Bookable equipment as stored, e.g. {id, max, type}' }),
  }).openapi('TourDetail'),
});
