import { z } from '@hono/zod-openapi';
import { metaSchema } from '../../http/pagination';
import { contentSchema, locationSchema, pictureSchema } from './content.schemas';

/** requirements/api.md §3.4: an empty list means a permanent exhibition. */
const timeFrameSchema = z.object({ start_at: z.string(), end_at: z.string() }).openapi('TimeFrame');

const exhibitionFields = {
  id: z.number().int(), museum_id: z.number().int(), title: z.string(), sub_title: z.string(),
  slider_description: z.string(), featured: z.boolean(), picture: pictureSchema, time_frames: z.array(timeFrameSchema),
};

export const exhibitionListSchema = z
  .object({ exhibitions: z.array(z.object(exhibitionFields).openapi('Exhibition')), meta: metaSchema })
  .openapi('ExhibitionList');

export const exhibitionDetailSchema = z.object({
  exhibition: z
    .object({ ...exhibitionFields, description: z.string().nullable(), content: contentSchema, location: locationSchema })
    .openapi('ExhibitionDetail'),
});
