import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/connect';

/**
 * CPU time the API processes and their PostgreSQL backends spend, read from /proc (Linux only). On a machine
 * shared with other work, req/s and latencies move with the load; CPU ms per request does much less, so A/B
 * comparisons of the order path use it (issue 16).
 */
export interface CpuSample {
  node: number;
  postgres: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process in ms; 0 when it is gone. */
function cpuMsOf(pid: number): number {
  try {
    // Fields after the command name, which may contain spaces: the last ')' ends it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** A process and all its descendants (the cluster workers of WORKERS=N). */
function treeOf(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) children.push(...text.split(' ').map(Number));
    }
  } catch {
    return [pid];
  }
  return [pid, ...children.flatMap(treeOf)];
}

/** Per process id, its CPU ms now. */
type Readings = Map<number, number>;

async function read(db: Db, serverPid: number): Promise<{ node: Readings; postgres: Readings }> {
  // Every backend of the bench database except the one asking; the bench's own pool is idle during a run.
  const backends = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  const readings = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
  return { node: readings(treeOf(serverPid)), postgres: readings(backends.rows.map((row) => row.pid)) };
}

/** Backends and workers that appeared during the run started at 0; those that ended are lost (rare: the pool keeps them). */
function spent(before: Readings, after: Readings): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Starts measuring; the returned function gives the CPU ms spent since. */
export async function startCpuProbe(db: Db, serverPid: number): Promise<() => Promise<CpuSample>> {
  const before = await read(db, serverPid);
  return async () => {
    const after = await read(db, serverPid);
    return { node: spent(before.node, after.node), postgres: spent(before.postgres, after.postgres) };
  };
}
