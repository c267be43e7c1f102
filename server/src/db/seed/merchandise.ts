import { type L, type SeedContext, remember, tr } from './context';
import { picture } from './picture';

export interface MerchandiseData {
  key: string; title: L; sub_title: L; description: L; image: string; price_cents: number; stock: number | null;
  is_shipping_article?: boolean;
  /** key of the shipping article sent along with it */
  shipped_with?: string;
}

export const shippingArticle: MerchandiseData = {
  key: 'versand', image: 'merch-versand', price_cents: 490, stock: null, is_shipping_article: true,
  title: { de: 'Versand per Post', en: 'Shipping by post', es: 'Envío por correo', fr: 'Envoi par la poste' },
  sub_title: { de: 'Innerhalb Deutschlands', en: 'Within Germany', es: 'Dentro de Alemania', fr: 'En Allemagne' },
  description: { de: '<p>Wir senden Ihre Bestellung als Brief oder Päckchen innerhalb von drei Werktagen.</p>', en: '<p>We send your order as a letter or small parcel within three working days.</p>', es: '<p>Enviamos su pedido como carta o paquete pequeño en un plazo de tres días laborables.</p>', fr: '<p>Nous expédions votre commande par lettre ou petit colis sous trois jours ouvrés.</p>' },
};

/**
 * Shipping articles are inserted first: other articles, annual tickets and coupons
 * point at them through shipped_with_merchandise_id.
 */
export async function seedMerchandise(ctx: SeedContext, items: MerchandiseData[]): Promise<number> {
  const ordered = [...items.filter((m) => m.is_shipping_article), ...items.filter((m) => !m.is_shipping_article)];
  const shippers = ordered.filter((m) => m.is_shipping_article);
  const rows = async (list: MerchandiseData[], offset: number) => list.length === 0 ? [] : ctx.trx.insertInto('merchandises').values(list.map((m, index) => ({
    shop_id: ctx.shopId, title: tr(ctx, m.title), sub_title: tr(ctx, m.sub_title), description: tr(ctx, m.description),
    picture: picture(m.image, m.title.de), price_cents: m.price_cents, vat_pct: 19, stock: m.stock,
    is_shipping_article: m.is_shipping_article ?? false, position: offset + index,
    shipped_with_merchandise_id: m.shipped_with ? ctx.ids[`merch:${m.shipped_with}`] ?? null : null,
  }))).returning('id').execute();
  remember(ctx, shippers.map((m) => `merch:${m.key}`), await rows(shippers, 0));
  const rest = ordered.filter((m) => !m.is_shipping_article);
  remember(ctx, rest.map((m) => `merch:${m.key}`), await rows(rest, shippers.length));
  return ordered.length;
}
