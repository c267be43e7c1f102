import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { openDb, type Db } from '../../server/src/db/connect';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createBenchApp } from './bench-app';

/** BENCH_LOAD_PORT: another port when two benches share a machine. */
export const LOAD_PORT = Number(process.env.BENCH_LOAD_PORT ?? 3111);
const ROOT = resolve(import.meta.dirname, '../..');

export interface LoadTarget {
  db: Db;
  /** Starts the API with `processes` processes on LOAD_PORT; resolves once it answers. */
  start(processes: number): Promise<RunningApi>;
  dispose(): Promise<void>;
}

export interface RunningApi {
  stop(): Promise<void>;
  /** The API's own process (its CPU time is the server's alone); absent when the API runs inside the bench. */
  pid?: number;
}

async function waitForPort(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const status = await fetch(`http://127.0.0.1:${LOAD_PORT}/api/v4/version`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('bench API did not start');
}

/** The embedded database, in this process (it cannot be shared with another one). */
export async function embeddedTarget(): Promise<LoadTarget> {
  const db = await openDb();
  await migrateToLatest(db);
  return {
    db,
    async start() {
      const app = createBenchApp(db);
      const server = serve({ fetch: app.fetch, port: LOAD_PORT, hostname: '127.0.0.1' });
      await waitForPort();
      return {
        async stop() {
          await new Promise((done) => server.close(done));
          await new Promise((done) => setTimeout(done, 500));
        },
      };
    },
    dispose: () => db.destroy(),
  };
}

/** A fresh PostgreSQL database (dropped afterwards); the API runs as 1 or N separate processes, as in production. */
export async function postgresTarget(url: string, name: string): Promise<LoadTarget> {
  const admin = await openDb({ databaseUrl: url });
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: databaseUrl.toString() });
  await migrateToLatest(db);
  return {
    db,
    async start(processes) {
      const child = spawn(resolve(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'bench/load-api-server.ts'], {
        cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DATABASE_URL: databaseUrl.toString(), PORT: String(LOAD_PORT), WORKERS: String(processes) },
      });
      await waitForPort();
      return {
        pid: child.pid!,
        async stop() {
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
          await new Promise((done) => setTimeout(done, 500));
        },
      };
    },
    async dispose() {
      await db.destroy();
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(admin);
      await admin.destroy();
    },
  };
}
