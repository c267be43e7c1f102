import type { z } from '@hono/zod-openapi';
import type { Db } from '../db/connect';
import { isoBerlin } from '../domain/berlin-time';
import { usageRows } from '../domain/capacity-guard';
import { planTicketOrder, type OrderPlan } from '../domain/order-plan';
import type { LoadedTicket } from '../domain/ticket-store';
import { annualStart } from '../domain/slots';
import { loadTicketsWithSubs } from '../domain/ticket-store';
import { randomEan13, urlSafeToken } from '../domain/tokens';
import { ApiError, type FieldErrors } from '../http/api-error';
import { type orderBody, ticketAttributes } from './orders-schemas';
import { requirePlaces } from './reservations-store';

type OrderInput = z.infer<typeof orderBody>;

/** Unpaid orders keep their places for 30 minutes (the payment window). */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
const PAID = 30;
const UNPAID = 10;

/** Item types and attributes → the ticket items, or 422 with `items.N.…` field paths. */
function parseItems(items: OrderInput['items']) {
  const errors: FieldErrors = {};
  const parsed: { index: number; input: z.infer<typeof ticketAttributes> }[] = [];
  items.forEach((item, index) => {
    if (item.type !== 'Ticket') {
      throw ApiError.invalid(`Item type ${item.type} is not sold yet`, { [`items.${index}.type`]: ['is not sold yet'] });
    }
    const result = ticketAttributes.safeParse(item.attributes);
    if (result.success) parsed.push({ index, input: result.data });
    else for (const issue of result.error.issues) (errors[`items.${index}.attributes.${issue.path.join('.')}`] ??= []).push(issue.message);
  });
  if (Object.keys(errors).length) throw ApiError.invalid('Validation failed', errors);
  return parsed;
}

/** Checks, prices and, under the quota locks, books the whole order or nothing. @see ENDPOINTS.md §8.5 */
export async function createTicketOrder(db: Db, shop: { id: number }, locale: string, body: OrderInput, now: Date): Promise<number> {
  const items = parseItems(body.items);
  const tickets = await loadTicketsWithSubs(db, shop.id, items.map((item) => item.input.id));
  const plan = planTicketOrder(items, tickets, now, annualStart(now));
  if (Object.keys(plan.errors).length) throw ApiError.invalid('Validation failed', plan.errors);
  if (plan.totalCents !== body.total) throw ApiError.invalid('Total does not match', { total: [`expected ${plan.totalCents}`] });
  const tokens = [...new Set(items.flatMap((item) => item.input.reservations ?? []))];
  return db.transaction().execute(async (trx) => {
    await requirePlaces(trx, plan.demands, now, tokens, `items.${items[0]!.index}.attributes.quantity`);
    const paid = plan.totalCents === 0;
    const order = await trx.insertInto('orders').values({
      shop_id: shop.id, token: urlSafeToken(), payment_status: paid ? PAID : UNPAID, is_valid: paid,
      total_price_cents: plan.totalCents, comment: body.comment ?? null, reference: body.reference ?? null, locale,
      source: 'shop', payment_mode_id: body.payment_mode_id ?? null, billing_address_id: body.billing_address_id ?? null,
      shipping_address_id: body.shipping_address_id ?? null,
      payment_deadline: paid ? null : new Date(now.getTime() + PAYMENT_WINDOW_MS),
      data: JSON.stringify({ customer: body.customer ?? null, affiliate: body.affiliate ?? null }),
    }).returning('id').executeTakeFirstOrThrow();
    await consumeHolds(trx, tokens, order.id, now);
    await insertLines(trx, order.id, plan);
    if (plan.demands.length) await trx.insertInto('quota_usages').values(usageRows(plan.demands, { order_id: order.id })).execute();
    return order.id;
  });
}

/** The caller's live holds become part of the order: their places move to the order's ledger rows. */
async function consumeHolds(trx: Db, tokens: string[], orderId: number, now: Date) {
  if (tokens.length === 0) return;
  const consumed = await trx.updateTable('reservations').set({ consumed_by_order_id: orderId })
    .where('token', 'in', tokens).where('consumed_by_order_id', 'is', null).where('valid_until', '>', now)
    .returning('token').execute();
  if (consumed.length) await trx.deleteFrom('quota_usages').where('reservation_token', 'in', consumed.map((row) => row.token)).execute();
}

async function insertLines(trx: Db, orderId: number, plan: OrderPlan<LoadedTicket>) {
  for (const line of plan.lines) {
    const item = await trx.insertInto('order_items').values({
      order_id: orderId, type: 'Ticket', price_cents: line.unitCents, vat_pct: line.ticket.vat_pct,
      tax_included: line.ticket.tax_included, quantity: line.input.quantity, position: line.index,
      attributes: JSON.stringify({ ticket_id: line.ticket.id }),
    }).returning('id').executeTakeFirstOrThrow();
    const subTimes = Object.fromEntries(Object.entries(line.subSlots).map(([id, ms]) => [id, isoBerlin(new Date(ms))]));
    const sale = await trx.insertInto('ticket_sales').values({
      order_item_id: item.id, ticket_id: line.ticket.id, quantity: line.input.quantity, start_at: line.slot,
      sub_ticket_times: JSON.stringify(subTimes), attendees: JSON.stringify(line.input.attendees ?? []),
    }).returning('id').executeTakeFirstOrThrow();
    const codes = Array.from({ length: line.input.quantity }, () => ({ ticket_sale_id: sale.id, barcode: randomEan13() }));
    await trx.insertInto('barcodes').values(codes).execute();
  }
}
