import type { Db } from '../../db/connect';
import type { Lang } from '../../shared/localize';
import { orderJson } from './order-json';
import { eventItemsJson, tourItemsJson } from './order-json-bookings';
import { couponItemsJson, merchandiseItemsJson } from './order-json-goods';
import { ticketPictureLookup } from './order-json-pictures';
import { ticketPlaceLookup } from './order-json-places';
import { ticketItemsJson } from './order-json-tickets';
import {
  findOrder, listBarcodes, listCouponItems, listDonations, listEventItems, listItemCodes, listItemPositions, listMerchandiseItems,
  listPlaces, listRedemptions, listTicketSales, listTicketTitles, listTourItems,
} from './order-json.store';
import type { OrderItemJson, OrderJson } from './order.schemas';

async function ticketItems(db: Db, orderId: number, lang: Lang): Promise<OrderItemJson[]> {
  const sales = await listTicketSales(db, orderId);
  const places = {
    exhibitionIds: [...new Set(sales.flatMap((sale) => sale.exhibition_ids))], museumIds: [...new Set(sales.flatMap((sale) => sale.museum_ids))],
  };
  const subIds = [...new Set(sales.flatMap((sale) => (sale.is_mantle ? Object.keys(sale.sub_tickets as Record<string, number>).map(Number) : [])))];
  const [barcodes, placeRows, subTitles] = await Promise.all([
    listBarcodes(db, sales.map((sale) => sale.sale_id)), listPlaces(db, sales[0]?.shop_id ?? 0, places), listTicketTitles(db, subIds),
  ]);
  const titleOf = (id: number) => subTitles.find((row) => row.id === id)?.title;
  return ticketItemsJson(sales, barcodes, { pictureOf: ticketPictureLookup(placeRows), placeOf: ticketPlaceLookup(placeRows) }, lang, titleOf);
}

async function couponItems(db: Db, orderId: number, lang: Lang): Promise<OrderItemJson[]> {
  const rows = await listCouponItems(db, orderId);
  return couponItemsJson(rows, await listItemCodes(db, rows.map((row) => row.id)), lang);
}

/** The order by numeric id or token, in the requirements/api.md §8.2 shape with every item type; null when the shop has none. */
export async function loadOrderJson(db: Db, shopId: number, idOrToken: string, locale: string, main: string): Promise<OrderJson | null> {
  const order = await findOrder(db, shopId, idOrToken);
  if (!order) return null;
  const lang: Lang = { locale, main };
  const [groups, donations, coupons, positions] = await Promise.all([
    Promise.all([ticketItems(db, order.id, lang), listEventItems(db, order.id).then((rows) => eventItemsJson(rows, lang)),
      listTourItems(db, order.id).then((rows) => tourItemsJson(rows, lang)),
      listMerchandiseItems(db, order.id).then((rows) => merchandiseItemsJson(rows, lang)), couponItems(db, order.id, lang)]),
    listDonations(db, order.id), listRedemptions(db, order.id), listItemPositions(db, order.id),
  ]);
  return orderJson(order, groups.flat(), positions, donations, coupons, lang);
}
