import type { z } from '@hono/zod-openapi';
import { errorSchema } from '../features/catalogue/content.schemas';

const errorContent = { 'application/json': { schema: errorSchema } };

/** A JSON 200 response for createRoute. */
export function okJson<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** The error answers every public read route can give (ENDPOINTS.md §14). */
export const readErrors = {
  422: { description: 'Invalid parameter or unknown locale', content: errorContent },
  503: { description: 'The shop is in maintenance', content: errorContent },
} as const;

export const notFound = {
  404: { description: 'No such record in this shop', content: errorContent },
} as const;
