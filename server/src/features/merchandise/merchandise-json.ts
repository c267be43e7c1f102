import type { Selectable } from 'kysely';
import type { MerchandisesTable } from '../../db/schema';
import { text, textOrNull, type Lang } from '../../shared/localize';
import { pictureJson } from '../catalogue/picture-json';

export function merchandiseJson(row: Selectable<MerchandisesTable>, lang: Lang) {
  return {
    id: row.id, title: text(row.title, lang), sub_title: text(row.sub_title, lang),
    description: textOrNull(row.description, lang), picture: pictureJson(row.picture),
    price_cents: row.price_cents, vat_pct: Number(row.vat_pct), tax_included: row.tax_included, discount: row.discount,
    available: row.stock === null ? null : Math.max(0, row.stock),
    shipped_with_merchandise_id: row.shipped_with_merchandise_id, is_shipping_article: row.is_shipping_article,
  };
}
