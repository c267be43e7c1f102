import { createRoute } from '@hono/zod-openapi';
import type { ApiApp } from '../../http/app-env';
import { langOf } from '../../http/lang';
import { json, readErrors } from '../../http/openapi';
import { text } from '../../shared/localize';
import { walletAvailability } from '../wallet/load-wallet-passes';
import { registerMetaRoutes } from './meta.routes';
import { publishedSettings } from './published-settings';
import { shopBootstrapSchema } from './schemas';
import { shopConfigJson } from './shop-config';
import { contentFor, paymentModeJson, translationsFor } from './shop-json';
import { listDonationCampaigns, listPaymentModes } from './shop.store';

const shopRoute = createRoute({
  method: 'get',
  path: '/api/v4/shop',
  tags: ['shop'],
  summary: 'Shop bootstrap: settings, translations, content pages, config and payment modes (docs/team-notes.md)',
  responses: { 200: json(shopBootstrapSchema, 'The shop the request names, in the requested locale'), ...readErrors },
});

/** The shop itself: version, locales and the bootstrap the engine loads before it renders. */
export function registerShopRoutes(app: ApiApp): void {
  registerMetaRoutes(app);
  app.openapi(shopRoute, async (c) => {
    const shop = c.get('shop');
    const lang = langOf(c);
    const { db } = c.get('deps');
    const [campaigns, paymentModes] = await Promise.all([listDonationCampaigns(db, shop.id), listPaymentModes(db, shop.id)]);
    const settings = publishedSettings(shop);
    return c.json({
      shop: {
        id: shop.id, slug: shop.slug, name: shop.name, locale: lang.locale, locales: shop.locales,
        currency: shop.currency, settings: settings.settings as unknown as Record<string, unknown>, settings_validated: true as const,
        ...(settings.problems.length ? { settings_problems: settings.problems } : {}),
        translations: translationsFor(shop, lang),
        content: contentFor(shop, lang),
        config: { ...shopConfigJson(shop.config, campaigns.map((row) => ({ id: row.id, name: text(row.name, lang) }))), wallets: walletAvailability(shop) },
        payment_modes: paymentModes.map((row) => paymentModeJson(row, lang)),
      },
    }, 200);
  });
}
