import { sql } from 'kysely';
import type { Db } from '../../server/src/db/connect';
import { addDays, dayOf } from '../../server/src/shared/berlin-time';
import { slotIso } from '../../server/src/testing/dates.fixtures';
import { createTicketFixtures } from '../../server/src/testing/tickets.fixtures';

export interface LoadFixtures {
  /** The 30-minute ticket every order buys. */
  ticketId: number;
  /** The one slot everybody wants (opening of a blockbuster at 10:00). */
  hotSlot: string;
  /** 140 slots: 14 a day over 10 days. */
  slots: string[];
  /** A slot with exactly SELL_OUT_PLACES places, for the sell-out run. */
  sellOutSlot: string;
  /** A slot of its own for the warm-up before the measured runs (not one of the slots measured). */
  warmUpSlot: string;
  /** The days the availability calls ask about. */
  firstDay: string;
  ids: number[];
}

export const SELL_OUT_PLACES = 300;

/** The ticket fixture shop with quotas that never sell out in a run, except the one sell-out slot. */
export async function prepareLoadFixtures(db: Db): Promise<LoadFixtures> {
  const fx = await createTicketFixtures(db);
  await db.updateTable('quotas').set({ capacity: 1_000_000 }).execute();
  const firstDay = addDays(dayOf(new Date()), 14);
  const slots: string[] = [];
  for (let day = 0; day < 10; day += 1) {
    for (let minutes = 600; minutes <= 990; minutes += 30) slots.push(slotIso(addDays(firstDay, day), minutes));
  }
  const sellOutSlot = slotIso(addDays(firstDay, 12), 600);
  await db.insertInto('quota_overrides').values({ quota_id: fx.quotas.slot, start_at: new Date(sellOutSlot), capacity: SELL_OUT_PLACES }).execute();
  return {
    ticketId: fx.tickets.slot, hotSlot: slotIso(firstDay, 600), slots, sellOutSlot, warmUpSlot: slotIso(addDays(firstDay, 13), 600), firstDay,
    ids: [fx.tickets.day, fx.tickets.slot, fx.tickets.sharedA, fx.tickets.sharedB, fx.tickets.mantle],
  };
}

/** Places taken beyond a slot's size, over every quota and slot: must be 0. */
export async function oversoldPlaces(db: Db): Promise<number> {
  const result = await sql<{ oversold: number }>`
    select coalesce(sum(greatest(used - capacity, 0)), 0)::int as oversold from (
      select qu.quota_id, qu.start_at, sum(qu.quantity) as used,
        coalesce(max(qo.capacity), max(q.capacity)) as capacity
      from quota_usages qu
      join quotas q on q.id = qu.quota_id
      left join quota_overrides qo on qo.quota_id = qu.quota_id and qo.start_at = qu.start_at
      group by qu.quota_id, qu.start_at
    ) per_slot`.execute(db);
  return Number(result.rows[0]?.oversold ?? 0);
}
