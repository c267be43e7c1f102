import type { LighthouseResult } from './lighthouse-runs.ts';
import type { LoadMetrics } from './page-load.ts';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : value.toFixed(0));

export function formatLoads(loads: LoadMetrics[]): string {
  const rows = loads.map((load) => [
    load.page, load.jsGzipKb.toFixed(1), load.jsWireKb.toFixed(1), load.cssGzipKb.toFixed(1), load.cssWireKb.toFixed(1),
    String(load.requests), String(load.apiRequests), String(load.depth), String(load.duplicates.length),
    ms(load.lcpMs), ms(load.tbtMs), load.cls.toFixed(3),
  ]);
  const duplicates = loads.flatMap((load) => load.duplicates.map((duplicate) => `  ${load.page}: ${duplicate}`));
  const chains = loads.map((load) => `  ${load.page}: ${load.chain.join(' → ')}`);
  return [
    table(['page', 'JS gzip kB', 'JS wire kB', 'CSS gzip kB', 'CSS wire kB', 'requests', 'API', 'depth', 'dup', 'LCP ms', 'TBT ms', 'CLS'], rows),
    'deepest request chain (depth counts the arrows):', ...chains,
    ...(duplicates.length ? ['duplicate requests:', ...duplicates] : []),
  ].join('\n');
}

export function formatLighthouse(results: LighthouseResult[]): string {
  return table(
    ['page', 'perf (runs)', 'perf median', 'a11y', 'LCP ms', 'TBT ms', 'CLS'],
    results.map((result) => [
      result.page, result.scores.join('/'), String(result.performance), String(result.accessibility),
      ms(result.lcpMs), ms(result.tbtMs), result.cls.toFixed(3),
    ]),
  );
}
