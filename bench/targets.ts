import type { Db } from '../server/src/db/connect';
import { addDays, dayOf } from '../server/src/shared/berlin-time';
import { createTicketFixtures } from '../server/src/testing/tickets.fixtures';
import { slotIso } from '../server/src/testing/dates.fixtures';
import type { Target } from './measure';

/**
 * The fixture shop with quotas large enough that five seconds of orders never sell out,
 * and the three calls the shop makes most on its hot path.
 */
export async function prepareTargets(db: Db): Promise<Target[]> {
  const fx = await createTicketFixtures(db);
  await db.updateTable('quotas').set({ capacity: 1_000_000 }).execute();
  const day = addDays(dayOf(new Date()), 14);
  const ids = [fx.tickets.day, fx.tickets.slot, fx.tickets.sharedA, fx.tickets.sharedB, fx.tickets.mantle];
  return [
    { name: 'GET /tickets/calendar (31 days)', method: 'GET', path: `/api/v4/tickets/calendar?start_at=${day}&end_at=${addDays(day, 30)}` },
    { name: 'POST /tickets/capacities', method: 'POST', path: '/api/v4/tickets/capacities', body: { ticket_ids: ids, date: day } },
    {
      name: 'POST /orders', method: 'POST', path: '/api/v4/orders',
      body: { items: [{ type: 'Ticket', attributes: { id: fx.tickets.slot, quantity: 1, time: slotIso(day, 600) } }], total: 1200 },
    },
  ];
}
