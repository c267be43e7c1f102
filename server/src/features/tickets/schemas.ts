import { z } from '@hono/zod-openapi';

export const localeQuery = { locale: z.string().optional() };

/** The ticket routes' id (documented without the int4 bound the other routes carry). */
export const ticketIdParams = z.object({ id: z.coerce.number().int().positive().openapi({ param: { name: 'id', in: 'path' }, example: 1 }) });
