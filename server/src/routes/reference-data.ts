import type { ApiApp } from '../app';
import { countriesIn } from './reference-data/countries';
import { DISPATCH_MODES } from './reference-data/dispatch-modes';
import { countryListRoute, dispatchModeListRoute } from './reference-data/reference-data-routes';
import { staticPage } from './reference-data/static-page';
import { langOf } from './shared/lang';
import { text } from './shared/localize';

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
}
