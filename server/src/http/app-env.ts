import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { ShopsTable } from '../db/schema';
import type { TrustProxy } from './client-ip';

export type Shop = Selectable<ShopsTable>;

/** Everything a request handler may use; injected once per app so tests can swap the clock. */
export interface AppDeps {
  db: Db;
  /** The current time; tests move it forward to expire holds. */
  now: () => Date;
  /** Folder where the file e-mail transport writes .eml files. */
  outboxDir: string;
  /** Which proxies may name the client (X-Forwarded-For); absent → `TRUST_PROXY` from the environment. */
  trustProxy?: TrustProxy;
  /**
   * How long this process reuses the shop a host named, and the ticket definitions an order names (ms; shared/read-cache.ts).
   * Servers use 1000; absent = 0, read on every request, because tests write those rows directly between requests.
   */
  shopCacheMs?: number;
  /**
   * How long this process reuses an availability answer for display (calendar, capacities; capacity/display-cache.ts), in ms.
   * Servers use 1000; absent = 0, read on every request (tests change the ledger directly between requests).
   */
  displayCacheMs?: number;
  /**
   * How long this process reuses the booking history a crowd forecast learns from (ms; forecast.routes.ts).
   * Servers use 10 minutes; absent = 0, read on every request (tests add past bookings between requests).
   */
  historyCacheMs?: number;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    shop: Shop;
    /** The resolved content locale (requested, or the shop's main locale). */
    locale: string;
  };
}

/** The public API app every feature registers its routes on (composed in app.ts). */
export type ApiApp = OpenAPIHono<AppEnv>;
