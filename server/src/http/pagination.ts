import { z } from '@hono/zod-openapi';

/** The spec's client asks for up to 1000 rows at once (full lists); the contract default is 25. */
const MAX_PER_PAGE = 1000;
export const DEFAULT_PER_PAGE = 25;

export const paginationQuery = {
  page: z.coerce.number().int().min(1).default(1).openapi({ example: 1 }),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE).openapi({ example: 25 }),
};

export const metaSchema = z
  .object({ total_count: z.number().int(), page: z.number().int(), per_page: z.number().int() })
  .openapi('Meta');

export interface Page {
  page: number;
  per_page: number;
}

export function offsetOf({ page, per_page }: Page): number {
  return (page - 1) * per_page;
}

export function meta(total: number, { page, per_page }: Page) {
  return { total_count: total, page, per_page };
}
