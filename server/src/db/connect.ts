import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPGlitePool } from './pglite-pool';
import { PreparingClient } from './preparing-client';
import type { Database } from './schema';

export type Db = Kysely<Database>;

const pools = new WeakMap<Db, pg.Pool>();

/** The pg pool behind a PostgreSQL Db (for pool metrics); undefined on the embedded database. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export interface DbOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is embedded. */
  databaseUrl?: string;
  /** Folder of the embedded database; omitted = in memory (tests). */
  dataDir?: string;
  /** PostgreSQL connections of this process (default 10; DB_POOL_SIZE at start). */
  poolSize?: number;
}

// int8 (counts, sums) arrives as strings from pg; our sums stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// numeric (vat_pct) stays a string, as the contract serialises order-item vat_pct as "7.0".

/** Opens the database the options name, ready for queries (not yet migrated). */
export async function openDb(options: DbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, Client: PreparingClient });
    // An idle client that the server drops (restart, failover, pg_terminate_backend) emits 'error' on the
    // pool; unhandled, that would end the process. The pool discards it and the next checkout reconnects.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lite = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPGlitePool(lite) }) });
}
