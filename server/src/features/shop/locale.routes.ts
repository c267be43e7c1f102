import { createRoute, z } from '@hono/zod-openapi';
import { notFound, okJson, readErrors } from '../../http/responses';

/**
 * Spec cart §7.4 and browsing §7 name `GET /locales/{id} → locales`; the contract has only the
 * list (ENDPOINTS.md §2.3). Designed here: the id is a locale code; a code the shop has comes
 * back as a one-element `locales`, with `main` telling whether it is the default and fallback.
 */
export const localeRoute = createRoute({
  method: 'get', path: '/api/v4/locales/{id}', tags: ['meta'],
  summary: 'One content locale of the shop by code (spec cart §7.4; designed here, like GET /locales)',
  description: '`{locales: ["en"], main: false}` for a code the shop offers; 404 for any other code.',
  request: {
    params: z.object({ id: z.string().min(2).max(10).regex(/^[a-z]{2}(-[A-Za-z]{2})?$/).openapi({ param: { name: 'id', in: 'path' }, example: 'en' }) }),
  },
  responses: {
    200: okJson(z.object({ locales: z.array(z.string()), main: z.boolean() }), 'The locale'),
    ...notFound, ...readErrors,
  },
});
