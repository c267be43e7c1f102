import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import { audienceOffer } from '../../shared/audience-prices';
import { linesTotal } from '../../shared/event-pricing';
import { listTours, lockTourSlot, slotUseAt } from '../tours/store';
import { TOUR_BOOKED } from '../tours/tour-slots';
import type { TourAttributes } from './order-item.schemas';
import { insertOrderItem, insertTourBooking } from './order-items.store';
import { addError, itemField, type OrderContext, type OrderPart } from './order-parts';
import type { Indexed } from './parse-items';
import { checkTourItem, type CheckedTour, type TourRow } from './tour-item';

type Line = CheckedTour & { index: number; tour: TourRow; input: TourAttributes; audienceId: number | null };

/** Live use of the line's start time, re-read inside the transaction after the lock. */
const useAt = (db: Db, line: { tour: TourRow; start: Date }, now: Date) => slotUseAt(db, line.tour.id, line.start, now);

/**
 * Tour items: one tour booking each. The tours_per_slot limit and the equipment are
 * re-checked under an advisory lock per (tour, start time) in `book`. Participant prices and
 * surcharges are those of the buyer's audience, as GET /tours/{id}/prices shows them to that
 * buyer (shared/audience-prices.ts). @see requirements/api.md §7.5, requirements/api.md §8.5
 */
export async function planTours(db: Db, ctx: OrderContext, items: Indexed<TourAttributes>[]): Promise<OrderPart> {
  const tours = await listTours(db, ctx.shopId, items.map((item) => item.input.id));
  const errors: Record<string, string[]> = {};
  const lines: Line[] = [];
  for (const { index, input } of items) {
    const row = tours.find((candidate) => candidate.id === input.id);
    const add = (field: string, message: string) => addError(errors, itemField(index, field), message);
    if (!row) {
      add('id', 'tour not found');
      continue;
    }
    const offer = audienceOffer(row, ctx.audienceId);
    const tour: TourRow = { ...row, prices: offer.prices, surcharges: offer.surcharges };
    const start = new Date(Date.parse(input.start_time));
    const use = Number.isNaN(start.getTime()) ? undefined : await useAt(db, { tour, start }, ctx.now);
    lines.push({ ...checkTourItem(tour, input, use, ctx.now, add), index, tour, input, audienceId: offer.audienceId });
  }
  return {
    errors,
    subtotalCents: lines.reduce((sum, line) => sum + linesTotal(line.lines), 0),
    async book(trx, orderId) {
      const sorted = [...lines].sort((a, b) => a.tour.id - b.tour.id || a.start.getTime() - b.start.getTime());
      for (const line of sorted) await lockTourSlot(trx, line.tour.id, line.start);
      for (const line of lines) {
        const fresh = checkTourItem(line.tour, line.input, await useAt(trx, line, ctx.now), ctx.now, (field, message) => {
          throw ApiError.invalid('Tour no longer available', { [itemField(line.index, field)]: [message] });
        });
        const itemId = await insertOrderItem(trx, {
          order_id: orderId, type: 'Tour', price_cents: linesTotal(fresh.lines), vat_pct: line.tour.vat_pct, tax_included: line.tour.tax_included,
          quantity: 1, position: line.index, attributes: JSON.stringify({ tour_id: line.tour.id, prices: fresh.lines, price_target_audience_id: line.audienceId }),
        });
        await insertTourBooking(trx, {
          order_item_id: itemId, tour_id: line.tour.id, start_time: line.start, participants: line.participants, status: TOUR_BOOKED,
          language_id: line.input.language_id, age_group_id: line.input.age_group_id, grade_id: line.input.grade_id ?? null,
          equipment: JSON.stringify(line.equipment),
        });
      }
    },
  };
}
