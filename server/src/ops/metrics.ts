import type { MiddlewareHandler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect';
import { PaymentStatus } from '../features/payment/payment-status';
import { ordersByPaymentStatus } from './metrics.store';
import { routeLabel } from './route-label';

/** The pg pool's counters (absent on the embedded database, which has one connection). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Metrics {
  registry: Registry;
  middleware: MiddlewareHandler;
}

/** The calls whose outcome an operator watches on a sale day, by method and route pattern. */
const OUTCOME_ROUTES: Record<string, 'orders' | 'holds' | 'payment_notifications'> = {
  'POST /api/v4/orders': 'orders',
  'POST /api/v4/tickets/reservations': 'holds',
  'PUT /api/v4/tickets/reservations/:token': 'holds',
  'POST /api/v4/events/:event_id/dates/:id/blockings': 'holds',
  'POST /api/v4/payments/sandbox/notify': 'payment_notifications',
  'POST /api/v4/payments/sandbox/:token/decide': 'payment_notifications',
};

/** 2xx took effect, 409/422 were refused by a rule (sold out, already paid), the rest failed. */
function outcomeOf(status: number): 'accepted' | 'refused' | 'error' {
  if (status < 300) return 'accepted';
  if (status === 409 || status === 422) return 'refused';
  return 'error';
}

const STATUS_NAMES = new Map<number, string>(Object.entries(PaymentStatus).map(([name, code]) => [code, name.toLowerCase()]));

/**
 * Prometheus metrics of one process in its own registry (several apps in one test process
 * never clash): request latency per route, orders/holds/payment notifications by outcome,
 * orders by payment status (read from the database at scrape time), pool usage, and Node's
 * default process metrics.
 */
export function createMetrics(db: Db, pool?: () => PoolStats | undefined): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds', help: 'Request latency by route pattern', registers: [registry],
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  const outcomes = {
    orders: new Counter({ name: 'shop_orders_total', help: 'Order requests by outcome', labelNames: ['outcome'] as const, registers: [registry] }),
    holds: new Counter({ name: 'shop_holds_total', help: 'Ticket and seat hold requests by outcome', labelNames: ['outcome'] as const, registers: [registry] }),
    payment_notifications: new Counter({
      name: 'shop_payment_notifications_total', help: 'Payment notifications by outcome', labelNames: ['outcome'] as const, registers: [registry],
    }),
  };
  new Gauge({
    name: 'shop_orders_by_payment_status', help: 'Orders in the database by payment status (all processes)',
    labelNames: ['payment_status', 'canceled'] as const, registers: [registry],
    // Every process reads the same database: across a cluster the value is the same, not a sum.
    aggregator: 'max',
    async collect() {
      this.reset();
      for (const row of await ordersByPaymentStatus(db)) {
        this.set({ payment_status: STATUS_NAMES.get(row.payment_status) ?? String(row.payment_status), canceled: String(row.canceled) }, row.count);
      }
    },
  });
  new Gauge({
    name: 'db_pool_connections', help: 'Database pool connections by state', labelNames: ['state'] as const, registers: [registry],
    collect() {
      const stats = pool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.totalCount);
      this.set({ state: 'idle' }, stats.idleCount);
      this.set({ state: 'waiting' }, stats.waitingCount);
    },
  });

  const middleware: MiddlewareHandler = async (c, next) => {
    const stop = duration.startTimer();
    await next();
    const route = routeLabel(c);
    const status = c.res.status;
    stop({ method: c.req.method, route, status: String(status) });
    const counter = OUTCOME_ROUTES[`${c.req.method} ${route}`];
    if (counter) outcomes[counter].inc({ outcome: outcomeOf(status) });
  };
  return { registry, middleware };
}
