import type { ApiApp } from '../../http/app-env';
import { ApiError } from '../../http/api-error';
import { countriesIn } from './countries';
import { countryV3Route, countryV4Route } from './country.routes';
import { DISPATCH_MODES } from './dispatch-modes';
import { localeRoute } from '../shop/locale.routes';
import { countryListRoute, dispatchModeListRoute } from './routes';
import { staticPage } from './static-page';
import { langOf } from '../../http/lang';
import { text } from '../../shared/localize';

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

  app.openapi(localeRoute, (c) => {
    const { id } = c.req.valid('param');
    const locales = c.get('shop').locales;
    if (!locales.includes(id)) throw ApiError.notFound('Locale');
    return c.json({ locales: [id], main: id === locales[0] }, 200);
  });
}
