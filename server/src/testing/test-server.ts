import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiApp } from '../app';
import { openDb, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { ApiApp, AppDeps } from '../http/app-env';

export interface TestServer {
  app: ApiApp;
  db: Db;
  deps: AppDeps;
  /** Moves the server's clock (holds, payment windows) by `ms`. */
  advance(ms: number): void;
  /** A request with the X-Shop-Url header of `shop`, from the socket address `peer` when given. */
  request(path: string, init?: RequestInit & { shop?: string; json?: unknown; peer?: string }): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A migrated database for one test file: embedded PGlite in memory, or the PostgreSQL
 * server in TEST_DATABASE_URL (each call then gets its own fresh schema).
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openDb();
    await migrateToLatest(db);
    return db;
  }
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDb({ databaseUrl: url });
  const { sql } = await import('kysely');
  await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin);
  await admin.destroy();
  const separator = url.includes('?') ? '&' : '?';
  const db = await openDb({ databaseUrl: `${url}${separator}options=-c%20search_path%3D${schema}` });
  await migrateToLatest(db, schema);
  return db;
}

export async function createTestServer(seed?: (db: Db) => Promise<void>): Promise<TestServer> {
  const db = await createTestDb();
  if (seed) await seed(db);
  let offset = 0;
  const deps: AppDeps = {
    db,
    now: () => new Date(Date.now() + offset),
    outboxDir: mkdtempSync(join(tmpdir(), 'outbox-')),
    // As behind one load balancer: a test names its caller with X-Forwarded-For (tests of the trust itself change it).
    trustProxy: { kind: 'hops', hops: 1 },
  };
  const app = createApiApp(deps);
  return {
    app, db, deps,
    advance(ms) { offset += ms; },
    request(path, init = {}) {
      const { shop, json, headers, peer, ...rest } = init;
      const merged = new Headers(headers);
      if (shop) merged.set('X-Shop-Url', shop);
      if (json !== undefined) merged.set('Content-Type', 'application/json');
      const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
      return Promise.resolve(app.request(path, { ...rest, headers: merged, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) }, env));
    },
    close: () => db.destroy(),
  };
}

/** An app over a database the test opened itself (e.g. one on disk, to reopen it as a restart would). */
export function createAppOver(db: Db, outboxDir: string): ApiApp {
  return createApiApp({ db, now: () => new Date(), outboxDir });
}
