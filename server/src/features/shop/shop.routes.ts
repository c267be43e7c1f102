import { createRoute } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { okJson, readErrors } from '../../http/responses';
import { donationCampaigns, shopConfigJson } from './shop-config';
import { contentFor, paymentModeJson, translationsFor } from './shop-json';
import { shopBootstrapSchema } from './schemas';

const shopRoute = createRoute({
  method: 'get',
  path: '/api/v4/shop',
  tags: ['shop'],
  summary: 'Shop bootstrap: settings, translations, content pages, config and payment modes (docs/team-notes.md)',
  responses: { 200: okJson(shopBootstrapSchema, 'The shop the request names, in the requested locale'), ...readErrors },
});

export function registerShopRoutes(app: ApiApp): void {
  app.openapi(shopRoute, async (c) => {
    const shop = c.get('shop');
    const lang = langOf(c);
    const { db } = c.get('deps');
    const [campaigns, paymentModes] = await Promise.all([
      donationCampaigns(db, shop.id, lang),
      db.selectFrom('payment_modes').selectAll().where('shop_id', '=', shop.id).orderBy('position').orderBy('id').execute(),
    ]);
    return c.json({
      shop: {
        id: shop.id, slug: shop.slug, name: shop.name, locale: lang.locale, locales: shop.locales,
        currency: shop.currency, settings: shop.settings,
        translations: translationsFor(shop, lang),
        content: contentFor(shop, lang),
        config: shopConfigJson(shop.config, campaigns),
        payment_modes: paymentModes.map((row) => paymentModeJson(row, lang)),
      },
    }, 200);
  });
}
