import type { LoadResult } from './load-run';

export interface LoadRow extends LoadResult {
  database: string;
  processes: number;
  oversold: number;
  /** CPU ms per request of the API processes and of their PostgreSQL backends (PostgreSQL targets only). */
  cpuNode?: number;
  cpuPostgres?: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

type Figure = 'perSecond' | 'p50' | 'p95' | 'p99' | 'ok' | 'refused' | 'errors' | 'cpuNode' | 'cpuPostgres';

/** Row by row, the median over runs of every figure (oversold: the worst run). */
function medianRows(runs: LoadRow[][]): LoadRow[] {
  const first = runs[0] ?? [];
  return first.map((row, index) => {
    const same = runs.map((rows) => rows[index]!).filter(Boolean);
    const pick = (key: Figure) => {
      const values = same.map((one) => one[key]).filter((value) => value !== undefined);
      return values.length ? median(values) : undefined;
    };
    return {
      ...row, perSecond: pick('perSecond')!, p50: pick('p50')!, p95: pick('p95')!, p99: pick('p99')!,
      ok: pick('ok')!, refused: pick('refused')!, errors: pick('errors')!, cpuNode: pick('cpuNode'), cpuPostgres: pick('cpuPostgres'),
      oversold: Math.max(...same.map((one) => one.oversold)),
    };
  });
}

const ms = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(2));

/** The load results as an aligned table on stdout; medians when there were several runs. */
export function printLoadTable(runs: LoadRow[][]): void {
  const header = ['database', 'procs', 'scenario', 'conns', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '2xx', '422', 'errors', 'oversold', 'node cpu ms/req', 'pg cpu ms/req'];
  const cells = medianRows(runs).map((row) => [
    row.database, String(row.processes), row.label, String(row.connections), row.perSecond.toFixed(0),
    row.p50.toFixed(0), row.p95.toFixed(0), row.p99.toFixed(0), String(row.ok), String(row.refused), String(row.errors), String(row.oversold),
    ms(row.cpuNode), ms(row.cpuPostgres),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...cells.map((cell) => cell[index]!.length)));
  const line = (values: string[]) => values.map((value, index) => (index === 0 || index === 2 ? value.padEnd(widths[index]!) : value.padStart(widths[index]!))).join('  ');
  console.log(`\nload (${runs.length === 1 ? '1 run' : `median of ${runs.length} runs`})\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const cell of cells) console.log(line(cell));
}
