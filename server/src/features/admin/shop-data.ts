import type { Selectable } from 'kysely';
import type { ShopData, ShopsTable } from '../../db/schema';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The editable part of a live shop row: what a draft starts from and a version snapshots. */
export function liveShopData(shop: Selectable<ShopsTable>): ShopData {
  return {
    settings: shop.settings,
    translations: shop.translations,
    content: shop.content,
    config: { custom_css: textOf(shop.config.custom_css), custom_js: textOf(shop.config.custom_js) },
  };
}

/** Column values that make `data` the live shop; the rest of shops.config (donations, staging…) is kept. */
export function liveShopColumns(shop: Selectable<ShopsTable>, data: ShopData) {
  return {
    settings: JSON.stringify(data.settings),
    translations: JSON.stringify(data.translations),
    content: JSON.stringify(data.content),
    config: JSON.stringify({ ...shop.config, ...data.config }),
  };
}
