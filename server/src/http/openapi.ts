import { z } from '@hono/zod-openapi';
import { isoDay } from './query';

/** The body of every error answer (requirements/api.md §14). */
export const errorSchema = z.object({ error: z.string(), errors: z.record(z.string(), z.array(z.string())) }).openapi('Error');

const errorContent = { 'application/json': { schema: errorSchema } };

/** An error answer with its own description, for createRoute. */
export const errorResponse = (description: string) => ({ description, content: errorContent });

export const errorResponses = {
  404: errorResponse('Not found'),
  422: errorResponse('Invalid input or business rule violated'),
} as const;

/** Routes under a per-client budget (sign-in, the code budget: every coupon or VIP code tried counts). */
export const tooManyTries = errorResponse('Too many tries from this client; try again later');

/** The error answers every public read route can give (requirements/api.md §14). */
export const readErrors = {
  422: errorResponse('Invalid parameter or unknown locale'),
  503: errorResponse('The shop is in maintenance'),
} as const;

export const notFound = {
  404: errorResponse('No such record in this shop'),
} as const;

/** A JSON response for createRoute. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const dayQuery = (description: string) => isoDay().optional().openapi({ description, example: '2026-07-06' });

/** Ids beyond int4 would make PostgreSQL fail; they cannot exist, so they are a validation error. */
export const idParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
