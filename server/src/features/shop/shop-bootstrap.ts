import type { Db } from '../../db/connect';
import type { Shop } from '../../http/app-env';
import { text, type Lang } from '../../shared/localize';
import { walletAvailability } from '../wallet/load-wallet-passes';
import { publishedSettings } from './published-settings';
import { shopConfigJson } from './shop-config';
import { contentFor, paymentModeJson, translationsFor } from './shop-json';
import { listDonationCampaigns, listPaymentModes } from './shop.store';

/**
 * The body of GET /api/v4/shop (docs/team-notes.md) for `shop` in `lang`: the API route answers it, and
 * the shop page embeds the same body for its first screen (embedded-bootstrap.ts, issue 12).
 */
export async function shopBootstrap(db: Db, shop: Shop, lang: Lang) {
  const [campaigns, paymentModes] = await Promise.all([listDonationCampaigns(db, shop.id), listPaymentModes(db, shop.id)]);
  const settings = publishedSettings(shop);
  return {
    shop: {
      id: shop.id, slug: shop.slug, name: shop.name, locale: lang.locale, locales: shop.locales,
      currency: shop.currency, settings: settings.settings as unknown as Record<string, unknown>, settings_validated: true as const,
      ...(settings.problems.length ? { settings_problems: settings.problems } : {}),
      translations: translationsFor(shop, lang),
      content: contentFor(shop, lang),
      config: { ...shopConfigJson(shop.config, campaigns.map((row) => ({ id: row.id, name: text(row.name, lang) }))), wallets: walletAvailability(shop) },
      payment_modes: paymentModes.map((row) => paymentModeJson(row, lang)),
    },
  };
}
