import { sql } from 'kysely';
import type { SeedContext } from './context';
import { atMinute, weekdayOf } from './dates';

/**
 * Past bookings for the crowd forecast (issue 18) to learn from: six weeks of orders on every
 * time-slot quota, and the bookings already made for today and the next two days. Deterministic
 * (a seeded generator, so the backtest's figures repeat), and only on the near days so the later
 * days the e2e journeys book (3 days ahead and more) keep every place free.
 * A slot's demand follows the weekday (weekends busy, Tuesdays quiet), the hour (a peak after
 * lunch) and a random factor per day and quota (0.45 to 1.55) that all its slots share, so what is booked early
 * says something about the day. A quarter of the places are walk-ins bought at the desk just before
 * the slot, the rest is booked an hour to three weeks ahead (mean about two days).
 */
const HISTORY_DAYS = 42;
const AHEAD_DAYS = 2;
const WEEKDAY_DEMAND = [0.85, 0.3, 0.35, 0.4, 0.5, 0.6, 0.95];
const WALK_IN_SHARE = 0.25;
const WALK_IN_LEAD_MS = 10 * 60_000;
/** Days differ a lot (weather, school classes, holidays): a factor from 0.45 to 1.55 on the whole day. */
const DAY_FACTOR_MIN = 0.45;
const DAY_FACTOR_SPAN = 1.1;
const MEAN_LEAD_HOURS = 48;
const MAX_LEAD_HOURS = 21 * 24;
const HOUR_MS = 3_600_000;

/** mulberry32: a small seeded generator, enough for demo data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Grid { quotaId: number; capacity: number; closed: number[]; weekdays: number[]; first: number; last: number; step: number }
interface Booking { quotaId: number; startAt: string; createdMs: number; places: number }

/** Peak around 13:30, a little over half of it at opening and closing. */
const hourShape = (minute: number) => 0.55 + 0.45 * Math.exp(-(((minute - 810) / 150) ** 2));

function bookingsOf(ctx: SeedContext, grid: Grid, nowMs: number, next: () => number): Booking[] {
  const out: Booking[] = [];
  for (let offset = -HISTORY_DAYS; offset <= AHEAD_DAYS; offset++) {
    const weekday = weekdayOf(ctx.day, offset);
    if (grid.closed.includes(weekday) || !grid.weekdays.includes(weekday)) continue;
    const dayFactor = DAY_FACTOR_MIN + DAY_FACTOR_SPAN * next();
    for (let minute = grid.first; minute <= grid.last; minute += grid.step) {
      const startAt = atMinute(ctx.day, offset, minute);
      const startMs = Date.parse(startAt);
      const target = Math.min(grid.capacity, Math.round(grid.capacity * WEEKDAY_DEMAND[weekday]! * hourShape(minute) * dayFactor * (0.9 + 0.2 * next())));
      // The desk's walk-ins of a slot arrive as one order ten minutes before it (a box office syncing its sales).
      let walkIns = 0;
      for (let taken = 0; taken < target;) {
        const places = Math.min(target - taken, 1 + Math.floor(next() * 6));
        taken += places;
        if (next() < WALK_IN_SHARE) {
          walkIns += places;
          continue;
        }
        const createdMs = startMs - Math.min(MAX_LEAD_HOURS, 1 - MEAN_LEAD_HOURS * Math.log(1 - next())) * HOUR_MS;
        if (createdMs <= nowMs) out.push({ quotaId: grid.quotaId, startAt, createdMs, places });
      }
      if (walkIns > 0 && startMs - WALK_IN_LEAD_MS <= nowMs) out.push({ quotaId: grid.quotaId, startAt, createdMs: startMs - WALK_IN_LEAD_MS, places: walkIns });
    }
  }
  return out;
}

async function grids(ctx: SeedContext): Promise<Grid[]> {
  const rows = await sql<{ quota_id: number; capacity: number; closed_weekdays: number[]; weekdays: number[]; first_entry: number; last_entry: number; entry_duration: number }>`
    select distinct on (q.id) q.id as quota_id, q.capacity, q.closed_weekdays, t.weekdays, t.first_entry, t.last_entry, t.entry_duration
    from quotas q join quota_tickets qt on qt.quota_id = q.id join tickets t on t.id = qt.ticket_id
    where q.shop_id = ${ctx.shopId} and t.ticket_type = 'time_slot' and not t.is_sub_ticket and t.bookable
      and not t.free_timing and t.entry_duration > 0
    order by q.id, t.id`.execute(ctx.trx);
  return rows.rows.map((row) => ({
    quotaId: row.quota_id, capacity: row.capacity, closed: row.closed_weekdays, weekdays: row.weekdays,
    first: row.first_entry, last: row.last_entry, step: row.entry_duration,
  }));
}

/**
 * Inserts each booking as a paid order holding its places on the quota ledger, two statements over
 * arrays (row-by-row VALUES were slower still; PGlite takes about 0.25 ms a row either way, so the history keeps to six weeks and groups of one to six); returns the progress line's numbers.
 */
export async function seedBookingHistory(ctx: SeedContext): Promise<{ orders: number; places: number; quotas: number }> {
  const next = random(ctx.shopId * 7919 + 18);
  const quotaGrids = await grids(ctx);
  const bookings = quotaGrids.flatMap((grid) => bookingsOf(ctx, grid, ctx.now.getTime(), next));
  if (bookings.length === 0) return { orders: 0, places: 0, quotas: quotaGrids.length };
  const places = bookings.map((booking) => booking.places);
  const created = bookings.map((booking) => new Date(booking.createdMs).toISOString());
  const orders = await sql<{ id: number }>`
    insert into orders (shop_id, token, total_price_cents, payment_status, is_valid, created_at, data)
    select ${ctx.shopId}, gen_random_uuid()::text, p * 1000, 30, true, c, '{"demo_history": true}'::jsonb
    from unnest(${places}::int[], ${created}::timestamptz[]) with ordinality as b(p, c, n)
    order by n
    returning id`.execute(ctx.trx);
  // Serial ids follow the ordered select, so ascending ids are the bookings in order.
  const ids = orders.rows.map((row) => row.id).sort((a, b) => a - b);
  await sql`
    insert into quota_usages (quota_id, start_at, quantity, order_id)
    select * from unnest(${bookings.map((booking) => booking.quotaId)}::int[], ${bookings.map((booking) => booking.startAt)}::timestamptz[], ${places}::int[], ${ids}::int[])`.execute(ctx.trx);
  return { orders: bookings.length, places: places.reduce((sum, value) => sum + value, 0), quotas: quotaGrids.length };
}
