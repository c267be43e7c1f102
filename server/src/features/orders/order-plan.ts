import { unitPrice, type PricedTicket } from '../../shared/pricing';
import { demandsOf, mergeDemands, type QuotaDemand } from '../capacity/capacity';
import { checkTicketItem, type ItemTicket, type TicketItemInput } from '../tickets/ticket-item';

export type PlanTicket = ItemTicket & PricedTicket & { id: number };

export interface PlannedLine<T extends PlanTicket = PlanTicket> {
  index: number;
  ticket: T;
  input: TicketItemInput;
  slot: Date;
  subSlots: Record<string, number>;
  unitCents: number;
}

export interface OrderPlan<T extends PlanTicket = PlanTicket> {
  errors: Record<string, string[]>;
  lines: PlannedLine<T>[];
  totalCents: number;
  /** every (quota, slot) the order takes places from, merged and in lock order */
  demands: QuotaDemand[];
}

/**
 * Checks every Ticket item and prices it the way the server charges it; the client's
 * `total` must equal totalCents. Nothing here reads capacity; that is checked under lock.
 * @see requirements/api.md §8.5 (all items or none; total must match)
 */
export function planTicketOrder<T extends PlanTicket>(
  items: { index: number; input: TicketItemInput }[],
  tickets: ReadonlyMap<number, T>,
  now: Date,
  annualDefault: Date,
): OrderPlan<T> {
  const errors: Record<string, string[]> = {};
  const lines: PlannedLine<T>[] = [];
  for (const { index, input } of items) {
    const prefix = `items.${index}.attributes.`;
    const ticket = tickets.get(input.id);
    if (!ticket) {
      errors[`${prefix}id`] = ['ticket not found'];
      continue;
    }
    const checked = checkTicketItem(ticket, input, now, tickets, annualDefault, prefix);
    Object.assign(errors, checked.errors);
    lines.push({ index, ticket, input, slot: checked.slot, subSlots: checked.subSlots, unitCents: unitPrice(ticket, checked.slot) });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.unitCents * line.input.quantity, 0);
  const demands = mergeDemands(lines.flatMap((line) =>
    demandsOf(line.ticket, line.slot.getTime(), line.input.quantity, tickets, line.subSlots)));
  return { errors, lines, totalCents, demands };
}
