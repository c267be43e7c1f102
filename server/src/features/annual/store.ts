import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { annualErrors } from './annual-errors';

/** The order a token opens, whatever its state; the routes decide what each state allows. */
export interface AnnualOrder {
  id: number; token: string; shop_id: number; customer_id: number | null; created_at: Date;
  shipping_address_id: number | null; is_valid: boolean; canceled: boolean; data: Record<string, unknown>;
}

/**
 * Ticket sales that count for personalisation: annual tickets of the order, except lines sold
 * as vouchers (attributes.is_voucher), which become a ticket only when redeemed.
 */
function annualSalesQuery(db: Db, orderId: number) {
  return db.selectFrom('ticket_sales as ts')
    .innerJoin('order_items as oi', 'oi.id', 'ts.order_item_id')
    .innerJoin('tickets as t', 't.id', 'ts.ticket_id')
    .where('oi.order_id', '=', orderId).where('t.ticket_type', '=', 'annual')
    .where(sql<boolean>`(oi.attributes -> 'is_voucher') is distinct from 'true'::jsonb`);
}

/**
 * The order behind a token, checked the same way for every annual call: an empty token is
 * 422 invalid_token, an unknown one (or another shop's) 404, and an order that is not valid
 * or holds no annual tickets 422 not_personalizable. @see contract GET /annual/order
 */
export async function requireAnnualOrder(db: Db, shopId: number, token: string | undefined): Promise<AnnualOrder> {
  const trimmed = token?.trim() ?? '';
  if (!trimmed || trimmed.length > 100) throw annualErrors.invalidToken();
  const order = await db.selectFrom('orders')
    .select(['id', 'token', 'shop_id', 'customer_id', 'shipping_address_id', 'is_valid', 'canceled', 'data'])
    .select(sql<Date>`created_at`.as('created_at'))
    .where('shop_id', '=', shopId).where('token', '=', trimmed).executeTakeFirst();
  if (!order) throw annualErrors.tokenNotFound();
  if (!order.is_valid || order.canceled) throw annualErrors.notPersonalizable();
  if (!(await hasAnnualSales(db, order.id))) throw annualErrors.notPersonalizable();
  return order;
}

/** Whether the order holds annual tickets to personalise (the confirmation then links to the personalisation). */
export async function hasAnnualSales(db: Db, orderId: number): Promise<boolean> {
  return (await annualSalesQuery(db, orderId).select('ts.id').executeTakeFirst()) !== undefined;
}

export async function loadAnnualSales(db: Db, orderId: number) {
  return annualSalesQuery(db, orderId)
    .select(['ts.id', 'ts.ticket_id', 'ts.quantity', 'ts.start_at', 'ts.sent_at', 'ts.status', 't.title', 't.description', 't.personalizeable', 't.photo_mandatory'])
    .orderBy('oi.position').orderBy('ts.id').execute();
}
export type AnnualSaleRow = Awaited<ReturnType<typeof loadAnnualSales>>[number];

/** Exactly `quantity` slots per sale, created on first sight so orders from before this feature work too; idempotent. */
export async function ensureSlots(db: Db, orderId: number): Promise<void> {
  await sql`
    INSERT INTO annual_personalizations (ticket_sale_id, position)
    SELECT ts.id, slot.position FROM ticket_sales ts
      JOIN order_items oi ON oi.id = ts.order_item_id
      JOIN tickets t ON t.id = ts.ticket_id
      CROSS JOIN LATERAL generate_series(1, ts.quantity) AS slot(position)
    WHERE oi.order_id = ${orderId} AND t.ticket_type = 'annual' AND (oi.attributes -> 'is_voucher') IS DISTINCT FROM 'true'::jsonb
    ON CONFLICT (ticket_sale_id, position) DO NOTHING
  `.execute(db);
}

/** Slot columns without the photo bytes. */
const SLOT_COLUMNS = ['ap.id', 'ap.ticket_sale_id', 'ap.position', 'ap.customer_id', 'ap.address_id', 'ap.dispatch_mode_id', 'ap.photo_updated_at'] as const;

export async function loadSlots(db: Db, saleIds: number[]) {
  if (saleIds.length === 0) return [];
  return db.selectFrom('annual_personalizations as ap').select(SLOT_COLUMNS)
    .select(sql<boolean>`ap.photo is not null`.as('has_photo'))
    .where('ap.ticket_sale_id', 'in', saleIds).where(sql<boolean>`ap.position <= (select quantity from ticket_sales where id = ap.ticket_sale_id)`)
    .orderBy('ap.ticket_sale_id').orderBy('ap.position').execute();
}
export type SlotRow = Awaited<ReturnType<typeof loadSlots>>[number];

/** One slot of this order (with its sale), or 404: ids of other orders are not revealed. */
export async function requireSlot(db: Db, orderId: number, slotId: number) {
  const slot = await annualSalesQuery(db, orderId)
    .innerJoin('annual_personalizations as ap', 'ap.ticket_sale_id', 'ts.id')
    .select(SLOT_COLUMNS).select(sql<boolean>`ap.photo is not null`.as('has_photo'))
    .select(['ts.sent_at', 't.personalizeable', 't.photo_mandatory'])
    .where('ap.id', '=', slotId).where(sql<boolean>`ap.position <= ts.quantity`).executeTakeFirst();
  if (!slot) throw ApiError.notFound('Personalization');
  return slot;
}

/** One annual sale of this order, or 404. */
export async function requireSale(db: Db, orderId: number, saleId: number): Promise<AnnualSaleRow> {
  const sale = (await loadAnnualSales(db, orderId)).find((row) => row.id === saleId);
  if (!sale) throw ApiError.notFound('Ticket sale');
  return sale;
}

/**
 * The buyer as a holder candidate, with a personalization token made on first use. A guest
 * checkout without a customer row gets a guest customer (level 10, no password) from the order's
 * e-mail and name, linked to the order once, so the buyer can be chosen as 'current user'.
 */
export async function ensureBuyer(db: Db, order: AnnualOrder): Promise<number> {
  let customerId = order.customer_id;
  if (customerId === null) {
    const data = order.data;
    const guest = (typeof data.customer === 'object' && data.customer !== null ? data.customer : {}) as Record<string, unknown>;
    const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
    customerId = await db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('orders').select('customer_id').where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
      if (locked.customer_id !== null) return locked.customer_id;
      const created = await trx.insertInto('customers').values({
        shop_id: order.shop_id, email: textOf(data.email), data: '{}', level: 10, password_hash: null, confirmed_at: null,
        confirmation_token: null, salutation_id: null, name: textOf(guest.name), surname: textOf(guest.surname),
        language_id: null, price_target_audience_id: null, date_of_birth: null, selected_address_id: null,
      }).returning('id').executeTakeFirstOrThrow();
      await trx.updateTable('orders').set({ customer_id: created.id }).where('id', '=', order.id).execute();
      return created.id;
    });
  }
  await ensurePersonalizationToken(db, customerId);
  return customerId;
}

export async function ensurePersonalizationToken(db: Db, customerId: number): Promise<void> {
  await db.updateTable('customers').set({ personalization_token: randomUUID() })
    .where('id', '=', customerId).where('personalization_token', 'is', null).execute();
}

/** Customers a token may edit: the buyer and the holders created with it. */
export async function isEditableHolder(db: Db, order: AnnualOrder, customerId: number): Promise<boolean> {
  if (customerId === order.customer_id) return true;
  const row = await db.selectFrom('customers').select('id')
    .where('id', '=', customerId).where('shop_id', '=', order.shop_id).where('created_for_order_id', '=', order.id).executeTakeFirst();
  return row !== undefined;
}

/** A new start for an annual ticket sale (the beginning of its Berlin day, annual-rules.ts). */
export async function setSaleStart(db: Db, saleId: number, start: Date): Promise<void> {
  await db.updateTable('ticket_sales').set({ start_at: start }).where('id', '=', saleId).execute();
}
