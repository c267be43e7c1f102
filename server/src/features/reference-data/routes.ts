import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { listQuery } from '../../http/list-query';
import { json, readErrors } from '../../http/openapi';
import { metaSchema } from '../../http/pagination';
import { text } from '../../shared/localize';
import { countriesIn } from './countries';
import { countryV3Route, countryV4Route } from './country.routes';
import { DISPATCH_MODES } from './dispatch-modes';
import { staticPage } from './static-page';

const countryListRoute = createRoute({
  method: 'get',
  path: '/api/v4/countries',
  tags: ['reference data'],
  summary: 'Countries with ISO-2 codes, names in the requested locale (requirements/api.md §12)',
  request: { query: z.object(listQuery) },
  responses: {
    200: json(z.object({
      countries: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string() }).openapi('Country')),
      meta: metaSchema,
    }), 'A page of countries'),
    ...readErrors,
  },
});

const dispatchModeListRoute = createRoute({
  method: 'get',
  path: '/api/v4/dispatch_modes',
  tags: ['reference data'],
  summary: 'Ways tickets are sent: e-mail, post, pick-up (requirements/api.md §12)',
  request: { query: z.object(listQuery) },
  responses: {
    200: json(z.object({
      dispatch_modes: z.array(z.object({ id: z.number().int(), name: z.string() }).openapi('DispatchMode')),
      meta: metaSchema,
    }), 'A page of dispatch modes'),
    ...readErrors,
  },
});

export function registerReferenceDataRoutes(app: ApiApp): void {
  app.openapi(countryListRoute, (c) => {
    const { items, meta } = staticPage(countriesIn(c.get('locale')), c.req.valid('query'));
    return c.json({ countries: items, meta }, 200);
  });

  app.openapi(dispatchModeListRoute, (c) => {
    const lang = langOf(c);
    const modes = DISPATCH_MODES.map(({ id, name }) => ({ id, name: text(name, lang) }));
    const { items, meta } = staticPage(modes, c.req.valid('query'));
    return c.json({ dispatch_modes: items, meta }, 200);
  });

  for (const route of [countryV4Route, countryV3Route]) {
    app.openapi(route, (c) => {
      const country = countriesIn(c.get('locale')).find(({ id }) => id === c.req.valid('param').id);
      if (!country) throw ApiError.notFound('Country');
      return c.json({ country, countries: [country] }, 200);
    });
  }
}
