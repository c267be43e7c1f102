import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import type { Journey } from './journeys.ts';

/** Lighthouse mobile (its default: simulated slow 4G, CPU 4×) for one screen, median run of several. */
export interface LighthouseResult {
  page: string;
  scores: number[];
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

/** Lighthouse 13 needs Node ≥ 22.19; `npm run bench` runs on the project's Node 24. */
export function lighthouseCanRun(): boolean {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 19);
}

/** Debian chromium with the project's flags and a debugging port Lighthouse and Playwright both attach to. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', () => reject(new Error(`chromium exited: ${output.slice(-500)}`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // Chromium writes into its profile until it has exited; removing it earlier fails with ENOTEMPTY.
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return { port, stop };
}

/** Playwright attaches to Lighthouse's browser only for this task and lets go before Lighthouse runs. */
async function prepareIn(port: number, task: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await task(page);
  await page.close();
  await browser.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Runs Lighthouse `runs` times on each screen in one browser profile, after the screen's `prepare`
 * in that profile: Lighthouse clears the HTTP cache before every run but keeps local storage, so
 * each run is a cold load of a visitor with that cart. With `reportDir`, every report is kept there
 * as JSON (open it in the Lighthouse viewer).
 */
export async function runLighthouse(origin: string, journeys: Journey[], runs: number, reportDir?: string): Promise<LighthouseResult[]> {
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: RunLighthouse };
  const browser = await launchChromium();
  try {
    const results: LighthouseResult[] = [];
    for (const journey of journeys) {
      if (journey.prepare) await prepareIn(browser.port, (page) => journey.prepare!(page, origin));
      const reports: Lhr[] = [];
      for (let run = 0; run < runs; run += 1) {
        process.stderr.write(`lighthouse ${journey.name} ${run + 1}/${runs}\n`);
        const result = await lighthouse(`${origin}${journey.path}`, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (!result) continue;
        reports.push(result.lhr);
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(join(reportDir, `${journey.name.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
      }
      const scores = reports.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
      const middle = reports[scores.indexOf(median(scores))]!;
      const audit = (id: string) => middle.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        page: journey.name, scores, performance: median(scores),
        accessibility: Math.round((middle.categories.accessibility?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'), tbtMs: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'),
      });
    }
    return results;
  } finally {
    await browser.stop();
  }
}
