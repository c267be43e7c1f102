import type { Db } from '../../db/connect';
import { isoBerlin } from '../../shared/berlin-time';
import { cachedRead } from '../../shared/read-cache';
import { randomEan13 } from '../../shared/tokens';
import { ownHoldPlaces, requirePlaces } from '../capacity/store';
import { consumeHolds } from '../tickets/reservations.store';
import { annualStart } from '../tickets/slots';
import { loadTicketsWithSubs } from '../tickets/ticket.store';
import type { TicketAttributes } from './order-item.schemas';
import { insertTicketItem } from './order-items.store';
import type { TicketLineRows } from './ticket-order.store';
import { addError, emptyPart, itemField, type OrderContext, type OrderPart } from './order-parts';
import { planTicketOrder } from './order-plan';
import type { Indexed } from './parse-items';
import { applyVouchers, type Voucher, type TicketLine } from './vouchers';

/**
 * Ticket items: times, persons, attendees and special prices are checked and priced here;
 * quotas are taken under their advisory locks in `book`. Ticket vouchers make one unit free.
 * @see requirements/api.md §8.5, requirements/cart.md §5.1 (vouchers), requirements/cart.md §9.1
 */
export async function planTickets(db: Db, ctx: OrderContext, items: Indexed<TicketAttributes>[], vouchers: Voucher[]): Promise<OrderPart> {
  if (items.length === 0 && vouchers.length === 0) return emptyPart;
  const ids = items.map((item) => item.input.id);
  // Definitions change only with a seed; the places they give are always taken on the counters, never from a cache.
  const tickets = await cachedRead(db, 'order-tickets', `${ctx.shopId}:${ids.join(',')}`, ctx.definitionCacheMs, Date.now(),
    () => loadTicketsWithSubs(db, ctx.shopId, ids));
  const plan = planTicketOrder(items, tickets, ctx.now, annualStart(ctx.now));
  for (const line of plan.lines) {
    const audiences = line.ticket.price_target_audience_ids;
    if (audiences?.length && !(ctx.audienceId !== null && audiences.includes(ctx.audienceId))) {
      addError(plan.errors, itemField(line.index, 'id'), 'is a special price not available to you');
    }
  }
  const { lines, errors } = applyVouchers(plan.lines, vouchers);
  Object.assign(plan.errors, errors);
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.input.quantity, 0);
  const tokens = [...new Set(items.flatMap((item) => item.input.reservations ?? []))];
  const rows = lines.map(lineRows);
  return {
    errors: plan.errors,
    subtotalCents,
    // Holds are consumed and vouchers split lines (same position twice): those orders need the transaction.
    ...(tokens.length === 0 && vouchers.length === 0 ? { atOnce: { lines: rows, demands: plan.demands } } : {}),
    async book(trx, orderId) {
      const field = itemField(items[0]?.index ?? 0, 'quantity');
      const own = await ownHoldPlaces(trx, tokens, ctx.now);
      await consumeHolds(trx, tokens, orderId, ctx.now);
      for (const row of rows) await insertTicketItem(trx, orderId, row);
      // Last: a hot slot's counter row stays locked only from here to the commit (issue 16); the order's ledger
      // rows are written by the same statement that takes the first counter.
      await requirePlaces(trx, plan.demands, ctx.now, tokens, field, { own, orderId, ledger: plan.demands });
    },
  };
}


/** The item, sale and barcodes (one per unit) a line becomes. */
function lineRows(line: TicketLine): TicketLineRows {
  const subTimes = Object.fromEntries(Object.entries(line.subSlots).map(([id, ms]) => [id, isoBerlin(new Date(ms))]));
  return {
    item: {
      price_cents: line.unitCents, vat_pct: line.ticket.vat_pct, tax_included: line.ticket.tax_included, quantity: line.input.quantity,
      position: line.index,
      attributes: JSON.stringify({
        ticket_id: line.ticket.id, ...(line.voucherCode ? { voucher_code: line.voucherCode } : {}),
        ...(line.input.shipping_mode ? { shipping_mode: line.input.shipping_mode } : {}),
      }),
    },
    sale: {
      ticket_id: line.ticket.id, quantity: line.input.quantity, start_at: line.slot,
      sub_ticket_times: JSON.stringify(subTimes), attendees: JSON.stringify(line.input.attendees ?? []),
    },
    barcodes: Array.from({ length: line.input.quantity }, () => randomEan13()),
  };
}
