import { createConnection } from 'node:net';
import { addDays } from '../../server/src/shared/berlin-time';
import { startCpuProbe } from './cpu-probe';
import { oversoldPlaces, prepareLoadFixtures, SELL_OUT_PLACES, type LoadFixtures } from './fixtures';
import { runLoad, type LoadSpec } from './load-run';
import { embeddedTarget, LOAD_PORT, postgresTarget, type LoadTarget } from './load-servers';
import { printLoadTable, type LoadRow } from './load-table';

/**
 * `npm run bench -- load`: the sale-day load of issue 16. A hot slot at 10/50/200 connections,
 * orders spread over 140 slots, calendar and capacities while orders run, and a sell-out
 * (1,200 orders for 300 places), on PGlite (1 process) and on a fresh PostgreSQL database with
 * 1 and 2 API processes, each after a warm-up of its own (WARM_UP_S). BENCH_LOAD_RUNS=3 repeats everything and prints the median of each row.
 * On PostgreSQL each row also gives the CPU ms per request of the API processes and of their
 * database backends (/proc), the figure to compare on a shared machine.
 *
 * For A/B runs of one part: BENCH_LOAD_TARGETS (pglite, postgres-1, postgres-2; default all),
 * BENCH_LOAD_SCENARIOS (hot-10, hot-50, hot-200, slots, reads, sell-out; default all),
 * BENCH_LOAD_PORT and BENCH_LOAD_DB_PREFIX (database names) when two benches share a machine.
 */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 500 }, () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const listed = (name: string) => process.env[name]?.split(',').map((value) => value.trim()).filter(Boolean);
const wantedTargets = listed('BENCH_LOAD_TARGETS');
const wantedScenarios = listed('BENCH_LOAD_SCENARIOS');
const wants = (list: string[] | undefined, key: string) => !list || list.includes(key);

const order = (ticketId: number, time: string) => ({ items: [{ type: 'Ticket', attributes: { id: ticketId, quantity: 1, time } }], total: 1200 });

type Measured = Omit<LoadRow, 'database' | 'processes'>;

function scenarioList(fx: LoadFixtures): Array<{ key: string; specs: LoadSpec[] }> {
  const hot = (connections: number): LoadSpec => ({ label: 'orders, hot slot', method: 'POST', path: '/api/v4/orders', connections, fixedBody: order(fx.ticketId, fx.hotSlot) });
  return [
    ...[10, 50, 200].map((connections) => ({ key: `hot-${connections}`, specs: [hot(connections)] })),
    {
      key: 'slots',
      specs: [{
        label: 'orders, 140 slots', method: 'POST', path: '/api/v4/orders', connections: 50,
        body: () => order(fx.ticketId, fx.slots[Math.floor(Math.random() * fx.slots.length)]!),
      }],
    },
    {
      key: 'reads',
      specs: [
        { ...hot(50), label: 'orders, hot slot (+ reads)' },
        { label: 'calendar 31 d (during orders)', method: 'GET', path: `/api/v4/tickets/calendar?start_at=${fx.firstDay}&end_at=${addDays(fx.firstDay, 30)}`, connections: 5 },
        { label: 'capacities (during orders)', method: 'POST', path: '/api/v4/tickets/capacities', connections: 5, fixedBody: { ticket_ids: fx.ids, date: fx.firstDay } },
      ],
    },
    { key: 'sell-out', specs: [{ label: `sell-out ${SELL_OUT_PLACES} places`, method: 'POST', path: '/api/v4/orders', connections: 50, amount: 1200, fixedBody: order(fx.ticketId, fx.sellOutSlot) }] },
  ];
}

/**
 * Seconds of orders and reads on a slot of their own before anything is measured: a server on a sale day has long
 * compiled its hot code and filled its pool, and the first second after a start (about 1.5× the latency of the rest)
 * measured the start, not the sale.
 */
const WARM_UP_S = 3;

function warmUp(fx: LoadFixtures): Promise<unknown> {
  const specs: LoadSpec[] = [
    { label: 'warm-up orders', method: 'POST', path: '/api/v4/orders', connections: 50, durationS: WARM_UP_S, fixedBody: order(fx.ticketId, fx.warmUpSlot) },
    ...scenarioList(fx).find((scenario) => scenario.key === 'reads')!.specs.slice(1).map((spec) => ({ ...spec, durationS: WARM_UP_S })),
  ];
  return Promise.all(specs.map((spec) => runLoad(LOAD_PORT, spec)));
}

async function scenarios(target: LoadTarget, fx: LoadFixtures, serverPid: number | undefined): Promise<Measured[]> {
  const results: Measured[] = [];
  await warmUp(fx);
  for (const { key, specs } of scenarioList(fx)) {
    if (!wants(wantedScenarios, key)) continue;
    const probe = serverPid === undefined ? null : await startCpuProbe(target.db, serverPid);
    const measured = await Promise.all(specs.map((spec) => runLoad(LOAD_PORT, spec)));
    const cpu = await probe?.();
    const oversold = await oversoldPlaces(target.db);
    // Several calls at once share the CPU: their sum over all their requests, on the first row only.
    const requests = measured.reduce((sum, result) => sum + result.ok + result.refused + result.errors, 0);
    measured.forEach((result, index) => results.push({
      ...result, oversold, ...(cpu && index === 0 && requests ? { cpuNode: cpu.node / requests, cpuPostgres: cpu.postgres / requests } : {}),
    }));
  }
  return results;
}

async function benchTarget(label: string, processes: number, target: LoadTarget): Promise<LoadRow[]> {
  try {
    const fx = await prepareLoadFixtures(target.db);
    const api = await target.start(processes);
    try {
      const results = await scenarios(target, fx, api.pid);
      return results.map((result) => ({ database: label, processes, ...result }));
    } finally {
      await api.stop();
    }
  } finally {
    await target.dispose();
  }
}

const runs = Number(process.env.BENCH_LOAD_RUNS ?? 1);
const prefix = process.env.BENCH_LOAD_DB_PREFIX ?? 'bench_load';
const url = process.env.BENCH_DATABASE_URL ?? ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : null);
const all: LoadRow[][] = [];
for (let run = 0; run < runs; run += 1) {
  const rows: LoadRow[] = [];
  if (wants(wantedTargets, 'pglite')) rows.push(...(await benchTarget('pglite', 1, await embeddedTarget())));
  if (url) {
    for (const processes of [1, 2]) {
      if (!wants(wantedTargets, `postgres-${processes}`)) continue;
      rows.push(...(await benchTarget('postgres', processes, await postgresTarget(url, `${prefix}_${process.pid}_${run}_${processes}`))));
    }
  } else {
    process.stderr.write('PostgreSQL not reachable (set BENCH_DATABASE_URL); PGlite only.\n');
  }
  all.push(rows);
}
printLoadTable(all);
