import { createConnection } from 'node:net';
import { addDays } from '../../server/src/shared/berlin-time';
import { oversoldPlaces, prepareLoadFixtures, SELL_OUT_PLACES, type LoadFixtures } from './fixtures';
import { runLoad, type LoadResult, type LoadSpec } from './load-run';
import { embeddedTarget, LOAD_PORT, postgresTarget, type LoadTarget } from './load-servers';
import { printLoadTable, type LoadRow } from './load-table';

/**
 * `npm run bench -- load`: the sale-day load of issue 16. A hot slot at 10/50/200 connections,
 * orders spread over 140 slots, calendar and capacities while orders run, and a sell-out
 * (1,200 orders for 300 places), on PGlite (1 process) and on a fresh PostgreSQL database with
 * 1 and 2 API processes. BENCH_LOAD_RUNS=3 repeats everything and prints the median of each row.
 */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 500 }, () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => { socket.destroy(); resolve(false); });
  });
}

const order = (ticketId: number, time: string) => ({ items: [{ type: 'Ticket', attributes: { id: ticketId, quantity: 1, time } }], total: 1200 });

async function scenarios(port: number, fx: LoadFixtures, check: () => Promise<number>): Promise<Array<LoadResult & { oversold: number }>> {
  const results: Array<LoadResult & { oversold: number }> = [];
  const run = async (specs: LoadSpec[]) => {
    const measured = await Promise.all(specs.map((spec) => runLoad(port, spec)));
    const oversold = await check();
    for (const result of measured) results.push({ ...result, oversold });
  };
  const hot = (connections: number): LoadSpec => ({ label: 'orders, hot slot', method: 'POST', path: '/api/v4/orders', connections, fixedBody: order(fx.ticketId, fx.hotSlot) });
  for (const connections of [10, 50, 200]) await run([hot(connections)]);
  await run([{
    label: 'orders, 140 slots', method: 'POST', path: '/api/v4/orders', connections: 50,
    body: () => order(fx.ticketId, fx.slots[Math.floor(Math.random() * fx.slots.length)]!),
  }]);
  await run([
    { ...hot(50), label: 'orders, hot slot (+ reads)' },
    { label: 'calendar 31 d (during orders)', method: 'GET', path: `/api/v4/tickets/calendar?start_at=${fx.firstDay}&end_at=${addDays(fx.firstDay, 30)}`, connections: 5 },
    { label: 'capacities (during orders)', method: 'POST', path: '/api/v4/tickets/capacities', connections: 5, fixedBody: { ticket_ids: fx.ids, date: fx.firstDay } },
  ]);
  await run([{ label: `sell-out ${SELL_OUT_PLACES} places`, method: 'POST', path: '/api/v4/orders', connections: 50, amount: 1200, fixedBody: order(fx.ticketId, fx.sellOutSlot) }]);
  return results;
}

async function benchTarget(label: string, processes: number, target: LoadTarget): Promise<LoadRow[]> {
  try {
    const fx = await prepareLoadFixtures(target.db);
    const stop = await target.start(processes);
    try {
      const results = await scenarios(LOAD_PORT, fx, () => oversoldPlaces(target.db));
      return results.map((result) => ({ database: label, processes, ...result }));
    } finally {
      await stop();
    }
  } finally {
    await target.dispose();
  }
}

const runs = Number(process.env.BENCH_LOAD_RUNS ?? 1);
const url = process.env.BENCH_DATABASE_URL ?? ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : null);
const all: LoadRow[][] = [];
for (let run = 0; run < runs; run += 1) {
  const rows: LoadRow[] = [];
  rows.push(...(await benchTarget('pglite', 1, await embeddedTarget())));
  if (url) {
    for (const processes of [1, 2]) {
      rows.push(...(await benchTarget('postgres', processes, await postgresTarget(url, `bench_load_${process.pid}_${run}_${processes}`))));
    }
  } else {
    process.stderr.write('PostgreSQL not reachable (set BENCH_DATABASE_URL); PGlite only.\n');
  }
  all.push(rows);
}
printLoadTable(all);
