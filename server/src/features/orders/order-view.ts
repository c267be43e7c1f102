import type { Db } from '../../db/connect';
import type { Lang } from '../../shared/localize';
import { orderJson } from './order-json';
import { eventItemsJson, tourItemsJson } from './order-json-bookings';
import { couponItemsJson, merchandiseItemsJson } from './order-json-goods';
import { ticketPictureLookup } from './order-json-pictures';
import { ticketPlaceLookup } from './order-json-places';
import { ticketItemsJson } from './order-json-tickets';
import {
  findOrder, listCouponItems, listDonations, listEventItems, listItemCodes, listMerchandiseItems,
  listRedemptions, listTicketSales, listTicketTitles, listTourItems, type TicketSaleRow,
} from './order-json.store';
import type { OrderItemJson, OrderJson } from './order.schemas';
import type { PlacedTicketOrder } from './ticket-order.store';

/** Each museum and exhibition once, as the place lookups take them. */
function placesOf(sales: TicketSaleRow[]) {
  const unique = <T extends { id: number }>(rows: T[]) => [...new Map(rows.map((row) => [row.id, row])).values()];
  return { museums: unique(sales.flatMap((sale) => sale.museums)), exhibitions: unique(sales.flatMap((sale) => sale.exhibitions)) };
}

async function ticketItems(db: Db, sales: TicketSaleRow[], lang: Lang): Promise<OrderItemJson[]> {
  const subIds = [...new Set(sales.flatMap((sale) => (sale.is_mantle ? Object.keys(sale.sub_tickets as Record<string, number>).map(Number) : [])))];
  const subTitles = await listTicketTitles(db, subIds);
  const titleOf = (id: number) => subTitles.find((row) => row.id === id)?.title;
  const places = placesOf(sales);
  return ticketItemsJson(sales, sales.flatMap((sale) => sale.barcodes), { pictureOf: ticketPictureLookup(places), placeOf: ticketPlaceLookup(places) }, lang, titleOf);
}

async function couponItems(db: Db, orderId: number, lang: Lang): Promise<OrderItemJson[]> {
  const rows = await listCouponItems(db, orderId);
  return couponItemsJson(rows, await listItemCodes(db, rows.map((row) => row.id)), lang);
}

const none = Promise.resolve([]);

/**
 * The order by numeric id or token, in the requirements/api.md §8.2 shape with every item type; null when the shop has none.
 * Only the parts the order has are read (issue 16: every placed order is read back for its answer).
 */
export async function loadOrderJson(db: Db, shopId: number, idOrToken: string, locale: string, main: string): Promise<OrderJson | null> {
  const order = await findOrder(db, shopId, idOrToken);
  if (!order) return null;
  const lang: Lang = { locale, main };
  const [groups, donations, coupons] = await Promise.all([
    Promise.all([
      order.has_tickets ? listTicketSales(db, order.id).then((sales) => ticketItems(db, sales, lang)) : none,
      order.has_events ? listEventItems(db, order.id).then((rows) => eventItemsJson(rows, lang)) : none,
      order.has_tours ? listTourItems(db, order.id).then((rows) => tourItemsJson(rows, lang)) : none,
      order.has_merchandise ? listMerchandiseItems(db, order.id).then((rows) => merchandiseItemsJson(rows, lang)) : none,
      order.has_coupons ? couponItems(db, order.id, lang) : none,
    ]),
    order.has_donations ? listDonations(db, order.id) : none,
    order.has_redemptions ? listRedemptions(db, order.id) : none,
  ]);
  return orderJson(order, groups.flat(), order.positions, donations, coupons, lang);
}

/**
 * The answer of an order placed in one statement (ticket-order.store.ts), from the rows that statement returned:
 * the same JSON as loadOrderJson reads back afterwards, without reading it (issue 16).
 */
export async function placedOrderJson(db: Db, placed: PlacedTicketOrder, locale: string, main: string): Promise<OrderJson> {
  const lang: Lang = { locale, main };
  // The statement returned the items sorted as the answer lists them (position, then id).
  const positions = placed.sales.map((sale, index) => ({ id: sale.item_id, position: index }));
  return orderJson(placed.order, await ticketItems(db, placed.sales, lang), positions, [], [], lang);
}
