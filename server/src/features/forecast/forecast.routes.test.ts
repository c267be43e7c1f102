import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../shared/berlin-time';
import { createDemoServer } from '../../testing/demo-server';
import type { TestServer } from '../../testing/test-server';
import { replayHistory, type ShopBacktest } from './backtest-run';

interface Slot { start_time: string; capacity: number; booked: number; expected: number; fullness: number; level: string; alternatives: string[] }
interface Forecast { data: { date: string; museum_id: number | null; history_days: number; slots: Slot[] } }

// The demo shops with their seeded booking history, clocked at Tuesday 2026-12-01 09:00 Berlin.
let server: TestServer;
let today: string;
let backtests: ShopBacktest[];
beforeAll(async () => {
  server = await createDemoServer();
  today = dayOf(server.deps.now());
  backtests = await replayHistory(server.db, server.deps.now());
}, 120_000);
afterAll(() => server.close());

const get = async (query: string) => {
  const response = await server.request(`/api/v4/tickets/forecast?${query}`, { shop: 'museen.localhost' });
  return { status: response.status, body: (await response.json()) as Forecast };
};

describe('GET /api/v4/tickets/forecast', () => {
  it('answers every Kunsthalle slot of tomorrow with places, bookings and an expectation between them', async () => {
    const { status, body } = await get(`museum_id=1&date=${addDays(today, 1)}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ date: addDays(today, 1), museum_id: 1, history_days: 56 });
    // 10:00 to 17:00 every 30 minutes on one quota of 40.
    expect(body.data.slots).toHaveLength(15);
    for (const slot of body.data.slots) {
      expect(slot.capacity).toBe(40);
      expect(slot.expected).toBeGreaterThanOrEqual(slot.booked);
      expect(slot.expected).toBeLessThanOrEqual(40);
      expect(Math.abs(slot.fullness - slot.expected / 40)).toBeLessThanOrEqual(0.0051);
    }
    // The seed has bookings for tomorrow already, and the forecast expects more to come.
    const booked = body.data.slots.reduce((sum, slot) => sum + slot.booked, 0);
    const expected = body.data.slots.reduce((sum, slot) => sum + slot.expected, 0);
    expect(booked).toBeGreaterThan(0);
    expect(expected).toBeGreaterThan(booked);
  });

  it('expects a week ahead (nothing booked yet) the busy lunchtime the history shows', async () => {
    const { body } = await get(`museum_id=1&date=${addDays(today, 4)}`);
    const at = (hhmm: string) => body.data.slots.find((slot) => slot.start_time.slice(11, 16) === hhmm)!;
    expect(at('13:30').expected).toBeGreaterThan(at('10:00').expected);
    // Quieter alternatives are emptier slots within two hours.
    for (const slot of body.data.slots) {
      for (const other of slot.alternatives) {
        const alternative = body.data.slots.find((candidate) => candidate.start_time === other)!;
        expect(alternative.fullness).toBeLessThanOrEqual(slot.fullness - 0.2);
        expect(Math.abs(Date.parse(other) - Date.parse(slot.start_time))).toBeLessThanOrEqual(2 * 3_600_000);
      }
    }
  });

  it('sums the museums without museum_id, is empty on a closed day, and refuses a bad date', async () => {
    const all = await get(`date=${addDays(today, 1)}`);
    expect(all.body.data.museum_id).toBeNull();
    expect(all.body.data.slots.length).toBeGreaterThan(15);
    // Kunsthalle is closed on Mondays (2026-12-07).
    expect((await get('museum_id=1&date=2026-12-07')).body.data.slots).toEqual([]);
    expect((await get('date=2026-13-45')).status).toBe(422);
  });
});

describe('the backtest on the demo history (backtest.ts)', () => {
  /** MAE over every predicted slot of both demo shops (the single museum alone has only 7 slots a day). */
  const pooled = (leadHours: number, pick: (result: ShopBacktest['results'][number]) => number) => {
    const results = backtests.map((shop) => shop.results.find((result) => result.leadHours === leadHours)!);
    return results.reduce((sum, result) => sum + pick(result) * result.slots, 0) / results.reduce((sum, result) => sum + result.slots, 0);
  };

  it('predicts three weeks of slots within 30 % and beats both naive baselines at every lead time', () => {
    expect(backtests.every((shop) => shop.results.every((result) => result.slots > 100))).toBe(true);
    for (const lead of [2, 24, 72, 168]) {
      const model = pooled(lead, (result) => result.model.mae);
      // Baseline 1: nothing more comes (the booked places). Baseline 2: the weekday-hour mean, bookings ignored.
      expect(model).toBeLessThan(pooled(lead, (result) => result.booked.mae));
      expect(model).toBeLessThanOrEqual(pooled(lead, (result) => result.seasonal.mae));
      expect(pooled(lead, (result) => result.model.wape)).toBeLessThan(0.3);
    }
  });
});

describe('the history a process reuses (historyCacheMs)', () => {
  it('keeps learning from the history it read while the places booked now stay live', async () => {
    const day = addDays(today, 4);
    server.deps.historyCacheMs = 10 * 60_000;
    try {
      const first = (await get(`museum_id=1&date=${day}`)).body.data.slots;
      expect(first.some((slot) => slot.expected > slot.booked)).toBe(true);
      // The history disappears from the database: the cached forecast still expects what it learnt.
      await sql`delete from quota_usages where start_at < ${`${today}T00:00:00+01:00`}::timestamptz`.execute(server.db);
      const cached = (await get(`museum_id=1&date=${day}`)).body.data.slots;
      expect(cached.map((slot) => slot.expected)).toEqual(first.map((slot) => slot.expected));
      // Without the cache the same request learns from the (now empty) history at once.
      server.deps.historyCacheMs = 0;
      const fresh = (await get(`museum_id=1&date=${day}`)).body.data.slots;
      expect(fresh.every((slot) => slot.expected === slot.booked)).toBe(true);
    } finally {
      server.deps.historyCacheMs = 0;
    }
  });
});
