import { createConnection } from 'node:net';
import { sql } from 'kysely';
import { openDb, type Db } from '../server/src/db/connect';
import { migrateToLatest } from '../server/src/db/migrate';

export interface BenchDb {
  label: string;
  db: Db;
  dispose(): Promise<void>;
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 500 }, () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

export async function embeddedDb(): Promise<BenchDb> {
  const db = await openDb();
  await migrateToLatest(db);
  return { label: 'pglite', db, dispose: () => db.destroy() };
}

/** PostgreSQL from BENCH_DATABASE_URL or a local server on 5432, in a throwaway schema; null when there is none. */
export async function postgresDb(): Promise<BenchDb | null> {
  const url = process.env.BENCH_DATABASE_URL ?? ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : null);
  if (!url) return null;
  const schema = `bench_${process.pid}`;
  const admin = await openDb({ databaseUrl: url });
  await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin);
  const separator = url.includes('?') ? '&' : '?';
  const db = await openDb({ databaseUrl: `${url}${separator}options=-c%20search_path%3D${schema}` });
  await migrateToLatest(db, schema);
  return {
    label: 'postgres', db,
    async dispose() {
      await db.destroy();
      await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(admin);
      await admin.destroy();
    },
  };
}
