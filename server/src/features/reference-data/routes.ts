import { createRoute, z } from '@hono/zod-openapi';
import { listQuery } from '../../http/list-query';
import { okJson, readErrors } from '../../http/responses';
import { metaSchema } from '../catalogue/content.schemas';

export const countryListRoute = createRoute({
  method: 'get',
  path: '/api/v4/countries',
  tags: ['reference data'],
  summary: 'Countries with ISO-2 codes, names in the requested locale (ENDPOINTS.md §12)',
  request: { query: z.object(listQuery) },
  responses: {
    200: okJson(z.object({
      countries: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() }).openapi('Country')),
      meta: metaSchema,
    }), 'A page of countries'),
    ...readErrors,
  },
});

export const dispatchModeListRoute = createRoute({
  method: 'get',
  path: '/api/v4/dispatch_modes',
  tags: ['reference data'],
  summary: 'Ways tickets are sent: e-mail, post, pick-up (ENDPOINTS.md §12)',
  request: { query: z.object(listQuery) },
  responses: {
    200: okJson(z.object({
      dispatch_modes: z.array(z.object({ id: z.number().int(), name: z.string() }).openapi('DispatchMode')),
      meta: metaSchema,
    }), 'A page of dispatch modes'),
    ...readErrors,
  },
});
