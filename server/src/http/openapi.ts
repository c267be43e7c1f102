import { z } from '@hono/zod-openapi';
import { isoDay } from './query';

export const errorSchema = z.object({ error: z.string(), errors: z.record(z.string(), z.array(z.string())) }).openapi('Error');

export const errorResponses = {
  404: { description: 'Not found', content: { 'application/json': { schema: errorSchema } } },
  422: { description: 'Invalid input or business rule violated', content: { 'application/json': { schema: errorSchema } } },
} as const;

export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const localeQuery = { locale: z.string().optional() };
export const dayQuery = (description: string) => isoDay().optional().openapi({ description, example: '2026-07-06' });
export const idParams = z.object({ id: z.coerce.number().int().positive().openapi({ param: { name: 'id', in: 'path' }, example: 1 }) });
