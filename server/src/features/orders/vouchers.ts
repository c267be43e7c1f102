import type { FieldErrors } from '../../http/api-error';
import type { LoadedTicket } from '../tickets/ticket.store';
import type { TicketAttributes } from './order-item.schemas';
import { addError } from './order-parts';
import type { PlannedLine } from './order-plan';

/** A redeemable code that is a free ticket (coupon_sales.is_voucher_for). */
export interface Voucher { saleId: number; code: string; ticketId: number }

export type TicketLine = PlannedLine<LoadedTicket> & { input: TicketAttributes; voucherCode?: string };

/**
 * Each voucher makes one unit of a matching ticket line free; a line of several units is
 * split into the free unit and the rest, as the cart does (requirements/cart.md §5.1). A voucher
 * without a matching ticket in the order is a 422 on `coupons`.
 */
export function applyVouchers(lines: PlannedLine<LoadedTicket>[], vouchers: Voucher[]): { lines: TicketLine[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const result: TicketLine[] = lines.map((line) => ({ ...line, input: line.input as TicketAttributes }));
  for (const voucher of vouchers) {
    const at = result.findIndex((line) => line.ticket.id === voucher.ticketId && !line.voucherCode);
    const line = result[at];
    if (!line) {
      addError(errors, 'coupons', `${voucher.code} is a voucher for a ticket that is not in the order`);
      continue;
    }
    const attendees = line.input.attendees ?? [];
    const free: TicketLine = { ...line, unitCents: 0, voucherCode: voucher.code, input: { ...line.input, quantity: 1, attendees: attendees.slice(0, 1) } };
    const rest: TicketLine[] = line.input.quantity > 1
      ? [{ ...line, input: { ...line.input, quantity: line.input.quantity - 1, attendees: attendees.slice(1) } }]
      : [];
    result.splice(at, 1, free, ...rest);
  }
  return { lines: result, errors };
}
