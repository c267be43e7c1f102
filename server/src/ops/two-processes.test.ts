import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/connect';
import { DEMO_CUSTOMER } from '../db/seed/accounts/seed-account-reference-data';
import { hashSecret } from '../features/account/secret-token';
import { PaymentStatus } from '../features/payment/payment-status';
import { authHeadersOf } from '../testing/accounts.fixtures';
import { freePort, startApiProcess, type ApiProcess } from '../testing/api-process.fixtures';
import { slotIso } from '../testing/dates.fixtures';
import { ordersByPaymentStatus } from './metrics.store';

/**
 * Why this test exists: WORKERS=N and several machines only work if every rule that guards
 * state holds across processes, i.e. lives in PostgreSQL. Two real `npm start` servers start
 * at the same moment on one fresh database (the startup lock: one migrates and seeds, the
 * other finds it done; the second runs WORKERS=2, so three processes in all) and then race each other for the last places, holds, payment
 * notifications and a rate limit. Runs only where TEST_DATABASE_URL names a PostgreSQL
 * server (npm test's PostgreSQL stage); the embedded database belongs to one process.
 */
const url = process.env.TEST_DATABASE_URL;
const SECRET = 'two-processes-sandbox-secret';
const SHOP = { 'X-Shop-Url': 'museen.localhost', 'Content-Type': 'application/json' };

let a: ApiProcess;
let b: ApiProcess;
let db: Db;
let admin: Db;
let database: string;
let metricsPort: number;
/** Days on which demo ticket 1 (day ticket, 10:00) takes orders, and one order placed on the first. */
let days: string[];
let firstOrder: { id: number; token: string };

/** `count` calls, alternating between the two processes, all in flight at once. */
async function race<T>(count: number, call: (base: string, index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index % 2 === 0 ? a.base : b.base, index)));
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...SHOP, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: response.status, json: await response.json() as Record<string, unknown> };
}

const orderOn = (day: string) => ({ items: [{ type: 'Ticket', attributes: { id: 1, quantity: 1, time: slotIso(day, 600) } }], total: 1400 });

/** Caps ticket 1's quota at the 10:00 slot of `day` (an override, as an operator would set). */
async function capSlot(day: string, capacity: number): Promise<void> {
  await db.insertInto('quota_overrides').values({ quota_id: 1, start_at: new Date(slotIso(day, 600)), capacity }).execute();
}

describe.skipIf(!url)('two API processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = `shop_test_2p_${process.pid}_${Math.random().toString(36).slice(2, 7)}`;
    admin = await openDb({ databaseUrl: url! });
    await sql.raw(`CREATE DATABASE ${database}`).execute(admin);
    const databaseUrl = new URL(url!);
    databaseUrl.pathname = `/${database}`;
    metricsPort = await freePort();
    const env = { DATABASE_URL: databaseUrl.toString(), PAYMENT_SANDBOX_SECRET: SECRET, DB_POOL_SIZE: '4' };
    const started = await Promise.allSettled([
      startApiProcess({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'two-a-')) }),
      // The second is itself a cluster (WORKERS=2, npm start's way to use the cores), with the primary's summed metrics.
      startApiProcess({ ...env, WORKERS: '2', METRICS_PORT: String(metricsPort), DATA_DIR: mkdtempSync(join(tmpdir(), 'two-b-')) }),
    ]);
    // Kept even when the other failed, so afterAll stops whichever did start.
    if (started[0].status === 'fulfilled') a = started[0].value;
    if (started[1].status === 'fulfilled') b = started[1].value;
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    db = await openDb({ databaseUrl: databaseUrl.toString() });

    const calendar = await (await fetch(`${a.base}/api/v4/tickets/calendar?ticket_ids[]=1`, { headers: SHOP })).json() as { data: Record<string, boolean> };
    days = [];
    for (const day of Object.keys(calendar.data).filter((key) => calendar.data[key])) {
      const probe = await post(a.base, '/api/v4/orders', orderOn(day));
      if (probe.status !== 201) continue;
      days.push(day);
      if (!firstOrder) firstOrder = probe.json.order as { id: number; token: string };
    }
  }, 240_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await db?.destroy();
    if (admin) {
      await sql.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    }
  }, 60_000);

  it('started together: one of them migrated and seeded, the other found it done', async () => {
    const shops = await db.selectFrom('shops').select('slug').orderBy('slug').execute();
    expect(shops.map((shop) => shop.slug)).toEqual(['museen', 'stadtmuseum']);
    expect(days.length, 'days on which ticket 1 takes orders').toBeGreaterThanOrEqual(3);
  });

  it('sells the last 10 places exactly once across both processes', async () => {
    const day = days[0]!;
    await capSlot(day, 11); // the probe order holds one place already
    const results = await race(40, (base) => post(base, '/api/v4/orders', orderOn(day)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(10);
    expect(results.filter((result) => result.status === 422)).toHaveLength(30);
    const used = await db.selectFrom('quota_usages').select((eb) => eb.fn.sum<number>('quantity').as('sum'))
      .where('quota_id', '=', 1).where('start_at', '=', new Date(slotIso(day, 600))).executeTakeFirstOrThrow();
    expect(Number(used.sum)).toBe(11);
  });

  it('grants the last 8 places as holds exactly once across both processes', async () => {
    const day = days[1]!;
    await capSlot(day, 9);
    const hold = { reservation: { ticket_id: 1, quantity: 1, start_at: slotIso(day, 600) } };
    const results = await race(30, (base) => post(base, '/api/v4/tickets/reservations', hold));
    expect(results.filter((result) => result.status === 201)).toHaveLength(8);
    expect(results.filter((result) => result.status === 422)).toHaveLength(22);
  });

  it('shares one ledger between holds and orders of both processes', async () => {
    const day = days[2]!;
    await capSlot(day, 7);
    const hold = { reservation: { ticket_id: 1, quantity: 1, start_at: slotIso(day, 600) } };
    const results = await race(24, (base, index) => index % 3 === 0
      ? post(base, '/api/v4/tickets/reservations', hold)
      : post(base, '/api/v4/orders', orderOn(day)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(6);
  });

  it('books a payment notification once, however often and wherever it is delivered', async () => {
    const body = JSON.stringify({ id: 'ntf_two_processes', order_token: firstOrder.token, event: 'paid' });
    const signature = createHmac('sha256', SECRET).update(body).digest('hex');
    const same = await race(12, (base) => post(base, '/api/v4/payments/sandbox/notify', body, { 'X-Sandbox-Signature': signature }));
    expect(same.map((result) => result.status)).toEqual(Array(12).fill(200));
    const notifications = same.map((result) => result.json.notification as { duplicate: boolean; outcome: string });
    expect(notifications.filter((notification) => !notification.duplicate)).toHaveLength(1);
    expect(new Set(notifications.map((notification) => notification.outcome))).toEqual(new Set(['completed']));

    // Different deliveries for the now paid order: none may book it again.
    const others = await race(8, (base, index) => {
      const other = JSON.stringify({ id: `ntf_other_${index}`, order_token: firstOrder.token, event: 'paid' });
      return post(base, '/api/v4/payments/sandbox/notify', other, { 'X-Sandbox-Signature': createHmac('sha256', SECRET).update(other).digest('hex') });
    });
    expect(others.map((result) => (result.json.notification as { outcome: string }).outcome)).toEqual(Array(8).fill('rejected'));
    const order = await db.selectFrom('orders').select(['payment_status', 'is_valid']).where('id', '=', firstOrder.id).executeTakeFirstOrThrow();
    expect(order).toEqual({ payment_status: 30, is_valid: true });
  });

  it('admits exactly the waiting room’s capacity when visitors poll both processes at once', async () => {
    await sql`update shops set settings = settings || ${JSON.stringify({ waitingRoom: { enabled: true, host: '/queue', capacity: 5, visitMinutes: 10 } })}::jsonb
      where slug = 'museen'`.execute(db);
    const tokens = await race(20, async (base) => ((await (await fetch(`${base}/queue/museen/enter`, { method: 'POST' })).json()) as { token: string }).token);
    const checks = await race(20, async (base, index) => {
      const response = await fetch(`${base}/queue/museen/check`, { headers: { Authorization: `Bearer ${tokens[index]}` } });
      return (await response.json() as { status: string }).status;
    });
    expect(checks.filter((status) => status === 'visiting')).toHaveLength(5);
    expect(checks.filter((status) => status === 'waiting')).toHaveLength(15);
  });

  it('sums the metrics of the cluster’s workers on the primary’s metrics port', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const count = (outcome: string) => Number(new RegExp(`^shop_orders_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    // Half of the 40 + 16 parallel orders went to this cluster; of its share some were accepted, some refused.
    expect(count('accepted') + count('refused')).toBe(20 + 8);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    // A database gauge: the same on every process, so it must equal the table, demo history included.
    const completedInDb = (await ordersByPaymentStatus(db)).find((row) => row.payment_status === PaymentStatus.COMPLETED && !row.canceled)?.count ?? 0;
    expect(completedInDb).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`^shop_orders_by_payment_status\\{payment_status="completed",canceled="false"\\} ${completedInDb}$`, 'm'));
  });

  // Each try is recorded before the budget is counted (features/coupons/code-budget.ts), so parallel look-ups
  // across processes cannot all pass one check together.
  it('shares the coupon look-up rate limit: 10 per minute per address across both processes', async () => {
    const results = await race(30, async (base) => {
      const response = await fetch(`${base}/api/v4/coupon_sales/barcode/NO-SUCH-CODE`, { headers: SHOP });
      return response.status;
    });
    expect(results.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect(results.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
  });

  // Rotation (features/account/tokens.store.ts) replaces a token used more than a minute after it was issued,
  // conditional on it still being the current one. The processes run on the wall clock, so the token is aged in
  // the database instead of waiting a minute: exactly what a minute-old row looks like to either process.
  it('rotates a token once when both processes see it at the same moment, and every request still succeeds', async () => {
    const signIn = await fetch(`${a.base}/api/v4/auth/sign_in`, { method: 'POST', headers: SHOP, body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }) });
    expect(signIn.status).toBe(200);
    const headers = authHeadersOf(signIn);
    await db.updateTable('auth_tokens').set({ rotated_at: sql<Date>`rotated_at - interval '90 seconds'` }).where('client', '=', headers.client).execute();
    const answers = await race(12, async (base) => {
      const response = await fetch(`${base}/api/v4/auth/validate_token`, { headers: { ...SHOP, ...headers } });
      return { status: response.status, token: response.headers.get('access-token') };
    });
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    // One winner hands out the new token; the others answer without credentials (the client keeps the winner's).
    const handedOut = answers.map((answer) => answer.token).filter((token) => token && token !== headers['access-token']);
    expect(handedOut).toHaveLength(1);
    const row = await db.selectFrom('auth_tokens').select(['token_hash', 'previous_token_hash']).where('client', '=', headers.client).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashSecret(handedOut[0]!));
    expect(row.previous_token_hash).toBe(hashSecret(headers['access-token']));
    // The new token works on both processes; the replaced one still does within its grace period.
    for (const base of [a.base, b.base]) {
      expect((await fetch(`${base}/api/v4/auth/validate_token`, { headers: { ...SHOP, ...headers, 'access-token': handedOut[0]! } })).status).toBe(200);
      expect((await fetch(`${base}/api/v4/auth/validate_token`, { headers: { ...SHOP, ...headers } })).status).toBe(200);
    }
  });
});

describe('WORKERS without PostgreSQL', () => {
  it('refuses to start several processes on the embedded database, saying what to set', async () => {
    await expect(startApiProcess({ WORKERS: '2', DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'two-lite-')) }))
      .rejects.toThrow(/exited with 2[\s\S]*WORKERS=2 needs PostgreSQL: set DATABASE_URL/);
  });
});
