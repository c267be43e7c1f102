import { z } from '@hono/zod-openapi';
import { paginationQuery } from './pagination';

/** requirements/api.md §1.5: every index action takes `q`, `locale`, `page` and `per_page`. */
export const listQuery = {
  q: z.string().max(200).optional().openapi({ description: 'Case-insensitive text search in the title, any locale', example: 'Moderne' }),
  locale: z.string().optional().openapi({ description: 'Content locale; one of /locales', example: 'de' }),
  ...paginationQuery,
};

/** `locale` alone, for detail routes (checked by the locale middleware). */
export const localeQuery = z.object({ locale: listQuery.locale });
