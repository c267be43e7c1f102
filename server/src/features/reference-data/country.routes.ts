import { createRoute, z } from '@hono/zod-openapi';
import { localeContext } from '../../http/locale';
import { notFound, json, readErrors, idParams } from '../../http/openapi';

const countrySchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

/**
 * requirements/accounts.md §7.2 reads `GET /countries/{id}` (v3 API, cached) as `countries`: the one country
 * comes both as `country` and as a one-element `countries` list, so either reader works.
 */
function countryRoute(version: 'v3' | 'v4') {
  return createRoute({
    method: 'get', path: `/api/${version}/countries/{id}`, tags: ['reference data'],
    // app.ts resolves ?locale only under /api/v4; the v3 twin resolves it itself.
    ...(version === 'v3' ? { middleware: [localeContext] as const } : {}),
    summary: `One country by id, named in the requested locale (requirements/accounts.md §7.2${version === 'v3' ? ', the v3 path the spec names' : ''}; designed here)`,
    description: 'The ids of GET /api/v4/countries (Germany is 60). The response carries the country as `country` and as the one element of `countries`. Unknown ids answer 404.',
    request: { params: idParams, query: z.object({ locale: z.string().optional() }) },
    responses: {
      200: json(z.object({ country: countrySchema, countries: z.array(countrySchema) }), 'The country'),
      ...notFound, ...readErrors,
    },
  });
}

export const countryV4Route = countryRoute('v4');
export const countryV3Route = countryRoute('v3');
