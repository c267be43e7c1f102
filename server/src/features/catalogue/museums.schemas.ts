import { z } from '@hono/zod-openapi';
import { metaSchema } from '../../http/pagination';
import { contentSchema, locationSchema, pictureSchema } from './content.schemas';

const museumFields = {
  id: z.number().int(), title: z.string(), sub_title: z.string(), picture: pictureSchema,
};

export const museumListSchema = z
  .object({ museums: z.array(z.object(museumFields).openapi('Museum')), meta: metaSchema })
  .openapi('MuseumList');

export const museumDetailSchema = z
  .object({
    museum: z
      .object({ ...museumFields, description: z.string().nullable(), content: contentSchema, location: locationSchema })
      .openapi('MuseumDetail'),
  });

/** A closed day has no hours: `null` instead of a made-up period. */
export const openingHoursSchema = z
  .object({ opening_hours: z.object({ begin: z.string(), end: z.string() }).nullable() })
  .openapi('OpeningHours');
