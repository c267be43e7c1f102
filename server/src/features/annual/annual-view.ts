import type { Db } from '../../db/connect';
import type { Lang } from '../../shared/localize';
import { annualOrderJson, holdersJson, ticketSaleJson, type HolderJson } from './annual-json';
import { readHolders } from './holders.store';
import { ensureBuyer, ensureSlots, loadAnnualSales, loadSlots, type AnnualOrder } from './store';

/** Holders by id with their addresses; none for no ids. */
export async function loadHolders(db: Db, ids: number[]): Promise<Map<number, HolderJson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return holdersJson(await readHolders(db, unique));
}

/** The ticket sales of an order as the shop shows them (optionally only `saleId`). */
export async function salesView(db: Db, order: AnnualOrder, lang: Lang, saleId?: number) {
  await ensureSlots(db, order.id);
  const sales = (await loadAnnualSales(db, order.id)).filter((sale) => saleId === undefined || sale.id === saleId);
  const slots = await loadSlots(db, sales.map((sale) => sale.id));
  const holders = await loadHolders(db, slots.flatMap((slot) => (slot.customer_id === null ? [] : [slot.customer_id])));
  return sales.map((sale) => ticketSaleJson(sale, slots, holders, order.token, lang));
}

/** GET /annual/order: slots and the buyer's token are made on first sight, so any paid annual order works. */
export async function orderView(db: Db, order: AnnualOrder, lang: Lang) {
  const buyerId = await ensureBuyer(db, order);
  const buyer = (await loadHolders(db, [buyerId])).get(buyerId)!;
  return annualOrderJson(order, buyer, await salesView(db, order, lang));
}
