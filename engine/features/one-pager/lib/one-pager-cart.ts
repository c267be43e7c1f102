import type { CartItemOf } from '../../../shared/cart-line/cart-line.ts';
import { dayjs, DEFAULT_TIMEZONE } from '../../../shared/i18n/dayjs.ts';
import type { OnePagerHold } from '../api/one-pager.api.ts';
import type { OnePagerRow } from './one-pager-row.ts';

export interface CartLineInput {
  row: OnePagerRow;
  hold: OnePagerHold | null;
  attendees?: Record<string, string>[];
  now: Date;
  timezone?: string;
}

/**
 * One line → one Ticket item (requirements/cart.md §3.3 'Cart items created here', requirements/cart.md §3.2): startDate for
 * day tickets, validFrom for flex ones; the hold rides along.
 */
export function onePagerCartItem({ row, hold, attendees, now, timezone = DEFAULT_TIMEZONE }: CartLineInput): CartItemOf<'Ticket'> {
  const { ticket, quantity, price, time, available } = row;
  const day = dayjs(time).tz(timezone).format('YYYY-MM-DD');
  return {
    type: 'Ticket',
    updated_at: now.toISOString(),
    ...(hold ? { reservation: hold } : {}),
    attributes: {
      id: ticket.id, time, quantity, shipped_with_merchandise_id: ticket.shipped_with_merchandise_id,
      ...(hold ? { reservations: [hold.token] } : {}),
      // The one-pager names every visitor (requirements/one-pager.md §1.1 step 3), not only tickets with a name list.
      ...(attendees || ticket.attendees === 'required' ? { attendees: attendees ?? [] } : {}),
    },
    cart: {
      name: ticket.title ?? '', price_cents: price, tax_included: ticket.tax_included,
      vats: [{ vat_pct: ticket.vat_pct, price_cents: Math.round((quantity * price * ticket.vat_pct) / (100 + ticket.vat_pct)) }],
      available, meta: ticket.free_timing ? { validFrom: day } : { startDate: day }, free_timing: ticket.free_timing,
      flex_description: null, subTickets: [], min_persons: ticket.min_persons, max_persons: ticket.max_persons,
    },
  };
}
