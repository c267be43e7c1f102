import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { audienceOffer } from '../../shared/audience-prices';
import { linesTotal } from '../../shared/event-pricing';
import { listOrderableDates } from '../events/dates.store';
import { dateUsage, EVENT_BOOKED, lockEventDate } from '../events/seats.store';
import { releaseBookedHolds } from '../events/seats.store';
import { checkEventItem, type CheckedEvent, type EventDateRow } from './event-item';
import type { EventAttributes } from './order-item.schemas';
import { insertEventBooking, insertOrderItem } from './order-items.store';
import { addError, itemField, type OrderContext, type OrderPart } from './order-parts';
import type { Indexed } from './parse-items';

/**
 * Event items: the date must be bookable and ahead, seats come from seats_max minus live
 * bookings, each named seat once. Capacity is re-read under an advisory lock per date
 * in `book`, so two orders cannot both take the last seat. Prices are those of the buyer's
 * audience (billing address, else account), as GET …/dates/{id} shows them to that buyer:
 * anyone else sending the special amounts gets 422 for the total. @see requirements/api.md §6.6, requirements/api.md §8.5
 */
export async function planEvents(db: Db, ctx: OrderContext, items: Indexed<EventAttributes>[]): Promise<OrderPart> {
  const dates: EventDateRow[] = await listOrderableDates(db, ctx.shopId, items.map((item) => item.input.id));
  const usage = await dateUsage(db, dates.map((date) => date.id), ctx.now, ctx.customerId);
  const errors: Record<string, string[]> = {};
  const lines: (CheckedEvent & { index: number; date: EventDateRow & { audienceId: number | null } })[] = [];
  for (const { index, input } of items) {
    const row = dates.find((candidate) => candidate.id === input.id);
    if (!row) {
      addError(errors, itemField(index, 'id'), 'event date not found');
      continue;
    }
    const offer = audienceOffer(row, ctx.audienceId);
    const date = { ...row, prices: offer.prices, audienceId: offer.audienceId };
    const checked = checkEventItem(date, input, usage.get(date.id)!, ctx.now, (field, message) => addError(errors, itemField(index, field), message));
    lines.push({ ...checked, index, date });
  }
  return {
    errors,
    subtotalCents: lines.reduce((sum, line) => sum + linesTotal(line.lines), 0),
    async book(trx, orderId) {
      for (const dateId of [...new Set(lines.map((line) => line.date.id))].sort((a, b) => a - b)) await lockEventDate(trx, dateId);
      const fresh = await dateUsage(trx, lines.map((line) => line.date.id), ctx.now, ctx.customerId);
      for (const line of lines) {
        const taken = fresh.get(line.date.id)!;
        const free = line.date.seats_max - taken.booked;
        if (line.persons > free || line.seats.some((seat) => taken.seatIds.has(seat.seat_id))) {
          throw ApiError.invalid(`No seats left for this date: ${Math.max(0, free)} seats free`, { [itemField(line.index, 'quantity')]: [`only ${Math.max(0, free)} seats are left`] });
        }
        taken.booked += line.persons;
        for (const seat of line.seats) taken.seatIds.add(seat.seat_id);
        const itemId = await insertOrderItem(trx, {
          order_id: orderId, type: 'Event', price_cents: linesTotal(line.lines), vat_pct: line.date.vat_pct, tax_included: line.date.tax_included,
          quantity: 1, position: line.index, attributes: JSON.stringify({
            date_id: line.date.id, event_id: line.date.event_id, quantities: line.lines, seats: line.seats, price_target_audience_id: line.date.audienceId,
          }),
        });
        await insertEventBooking(trx, {
          order_item_id: itemId, date_id: line.date.id, quantity: line.persons, status: EVENT_BOOKED,
          seats: JSON.stringify(line.seats.map(({ seat_id, scale_price_id }) => ({ seat_id, scale_price_id }))),
        });
        await releaseBookedHolds(trx, line.date.id, line.seats.map((seat) => seat.seat_id));
      }
    },
  };
}
