import type { Measurement } from './measure';

/** The results as an aligned plain-text table on stdout. */
export function printTable(rows: Measurement[]): void {
  const header = ['database', 'endpoint', 'req/s', 'p95 ms', '2xx', 'other'];
  const cells = rows.map((row) => [row.database, row.name, row.requestsPerSecond.toFixed(0), row.p95Ms.toFixed(1), String(row.ok), String(row.failed)]);
  const widths = header.map((title, index) => Math.max(title.length, ...cells.map((cell) => cell[index]!.length)));
  const line = (values: string[]) => values.map((value, index) => (index < 2 ? value.padEnd(widths[index]!) : value.padStart(widths[index]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const cell of cells) console.log(line(cell));
}
