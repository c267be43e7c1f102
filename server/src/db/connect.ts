import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPGlitePool } from './pglite-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** postgres://… selects a PostgreSQL server; otherwise PGlite is embedded. */
  databaseUrl?: string;
  /** Folder of the embedded database; omitted = in memory (tests). */
  dataDir?: string;
}

// int8 (counts, sums) arrives as strings from pg; our sums stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// numeric (vat_pct) stays a string, as the contract serialises order-item vat_pct as "7.0".

/** Opens the database the options name, ready for queries (not yet migrated). */
export async function openDb(options: DbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lite = await PGlite.create(options.dataDir ? { dataDir: options.dataDir } : {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPGlitePool(lite) }) });
}
