import type { ApiApp } from '../../http/app-env';
import { meta, offsetOf } from '../../http/pagination';
import { findMuseum } from './find-museum';
import { museumDetailJson, museumJson } from './museum-json';
import { museumDetailRoute, museumListRoute, openingHoursRoute } from './museums.routes';
import { openingHoursOn, todayInShopZone } from './opening-hours';
import { countOf } from '../../db/count';
import { langOf } from '../../http/lang';
import { textSearch } from '../../db/text-search';

export function registerMuseumRoutes(app: ApiApp): void {
  app.openapi(museumListRoute, async (c) => {
    const { q, ...page } = c.req.valid('query');
    const base = c.get('deps').db.selectFrom('museums')
      .where('shop_id', '=', c.get('shop').id)
      .$if(Boolean(q), (qb) => qb.where(textSearch(q!, ['title', 'sub_title'])));
    const [total, rows] = await Promise.all([
      countOf(base),
      base.selectAll().orderBy('position').orderBy('id').limit(page.per_page).offset(offsetOf(page)).execute(),
    ]);
    const lang = langOf(c);
    return c.json({ museums: rows.map((row) => museumJson(row, lang)), meta: meta(total, page) }, 200);
  });

  app.openapi(museumDetailRoute, async (c) => {
    const row = await findMuseum(c.get('deps').db, c.get('shop').id, c.req.valid('param').id);
    return c.json({ museum: museumDetailJson(row, langOf(c)) }, 200);
  });

  app.openapi(openingHoursRoute, async (c) => {
    const { db, now } = c.get('deps');
    const row = await findMuseum(db, c.get('shop').id, c.req.valid('param').id);
    const day = c.req.valid('query').date ?? todayInShopZone(now());
    return c.json({ opening_hours: openingHoursOn(row.opening_hours, day) }, 200);
  });
}

