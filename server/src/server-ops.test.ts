import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db/connect';
import { createServerApp } from './server-app';
import { dayAhead, slotIso } from './testing/dates.fixtures';
import { createTestDb } from './testing/test-server';
import { createTicketFixtures, type TicketFixtures } from './testing/tickets.fixtures';
import { createLifecycle, type Lifecycle } from './ops/lifecycle';
import { createMetrics, type Metrics } from './ops/metrics';
import { startMetricsServer } from './ops/metrics-server';

/**
 * Why this test exists: an operator runs the shop behind a load balancer and Prometheus.
 * Readiness must follow the database and the drain, a drained process must refuse new work
 * before any handler starts it, every response carries the request id its log line has, and
 * the metrics count what the routes did.
 */
const NOW = new Date('2026-03-02T09:00:00Z');
let db: Db;
let fx: TicketFixtures;
let lifecycle: Lifecycle;
let metrics: Metrics;
const logLines: Array<Record<string, unknown>> = [];
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  db = await createTestDb();
  fx = await createTicketFixtures(db);
  lifecycle = createLifecycle();
  metrics = createMetrics(db);
  const sink = new Writable({ write(chunk, _encoding, done) { logLines.push(JSON.parse(String(chunk))); done(); } });
  const logger = pino({ level: 'info' }, sink);
  app = createServerApp({
    deps: { db, now: () => NOW, outboxDir: mkdtempSync(join(tmpdir(), 'ops-outbox-')) },
    staticRoot: join(tmpdir(), 'no-dist-here'),
    ops: { lifecycle, logger, metrics },
  });
});
afterAll(() => db.destroy());

const order = (minutes: number) => app.request('/api/v4/orders', {
  method: 'POST', headers: { 'X-Shop-Url': 'museen.localhost', 'Content-Type': 'application/json' },
  body: JSON.stringify({ items: [{ type: 'Ticket', attributes: { id: fx.tickets.slot, quantity: 1, time: slotIso(dayAhead(NOW), minutes) } }], total: 1200 }),
});
const countOrders = async () => Number((await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('health and readiness', () => {
  it('is live at once, ready only after the migrations', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    const before = await app.request('/readyz');
    expect(before.status).toBe(503);
    expect(await before.json()).toMatchObject({ status: 'not_ready', checks: { migrations: false, database: true } });
    lifecycle.migrated = true;
    const after = await app.request('/readyz');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready', checks: { migrations: true, database: true, draining: false } });
  });
});

describe('request log and request id', () => {
  it('answers with the caller’s well-formed request id and logs it with the route pattern', async () => {
    logLines.length = 0;
    const response = await order(600);
    expect(response.status).toBe(201);
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const passed = await app.request('/api/v4/tickets', { headers: { 'X-Shop-Url': 'museen.localhost', 'X-Request-Id': 'lb-42.a' } });
    expect(passed.headers.get('X-Request-Id')).toBe('lb-42.a');
    const odd = await app.request('/healthz', { headers: { 'X-Request-Id': 'x", "level": 60' } });
    expect(odd.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines[0]).toMatchObject({ level: 30, msg: 'request', method: 'POST', route: '/api/v4/orders', status: 201, reqId: response.headers.get('X-Request-Id') });
    expect(logLines[1]).toMatchObject({ reqId: 'lb-42.a', route: '/api/v4/tickets' });
  });
});

describe('metrics', () => {
  it('counts orders by outcome, times routes by pattern and reads payment states from the database', async () => {
    await order(630);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/shop_orders_total\{outcome="accepted"\} 2/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/v4\/orders",status="201"\} 2/);
    expect(text).toMatch(/shop_orders_by_payment_status\{payment_status="outstanding",canceled="false"\} 2/);
    expect(text).toMatch(/process_cpu_seconds_total/);
  });

  it('serves them on their own port only at GET /metrics', async () => {
    const server = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toContain('shop_orders_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});

describe('drain', () => {
  it('fails readiness and refuses new orders before any handler begins them', async () => {
    const before = await countOrders();
    lifecycle.draining = true;
    try {
      expect((await app.request('/readyz')).status).toBe(503);
      expect((await app.request('/healthz')).status).toBe(200);
      const refused = await order(660);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('Connection')).toBe('close');
      expect(await refused.json()).toEqual({ error: 'Server is shutting down', errors: {} });
      expect(await countOrders()).toBe(before);
    } finally {
      lifecycle.draining = false;
    }
  });
});
