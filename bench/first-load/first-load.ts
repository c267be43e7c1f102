/**
 * First load of the shop as a phone sees it (issue 12): the real server with the demo shop serves
 * a fresh build; Playwright loads start, time selection and a cart with one ticket with a cold HTTP
 * cache, throttled like Lighthouse mobile, and prints the JS/CSS transferred (wire and gzip -9 of
 * the bodies), requests, request depth, duplicates, LCP, TBT and CLS; then Lighthouse mobile
 * scores each screen (median of FIRST_LOAD_RUNS, default 3) where it can run.
 * FIRST_LOAD_PORT picks the server's port (default 3102); FIRST_LOAD_REPORTS names a folder for the
 * Lighthouse JSON reports.
 */
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.ts';
import { formatLighthouse, formatLoads } from './first-load-table.ts';
import { JOURNEYS } from './journeys.ts';
import { lighthouseCanRun, runLighthouse } from './lighthouse-runs.ts';
import { measureLoad, type LoadMetrics } from './page-load.ts';
import { buildShop, startShopServer } from './shop-server.ts';
import { MOBILE } from './throttling.ts';

const port = Number(process.env.FIRST_LOAD_PORT ?? 3102);
const runs = Number(process.env.FIRST_LOAD_RUNS ?? 3);
const load = () => `load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} on ${cpus().length} cores`;

async function measureAll(origin: string): Promise<LoadMetrics[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: LoadMetrics[] = [];
    for (const journey of JOURNEYS) {
      process.stderr.write(`first load ${journey.name}\n`);
      // A fresh context per screen: empty HTTP cache, empty storage.
      const context = await browser.newContext({ viewport: MOBILE.viewport, deviceScaleFactor: MOBILE.deviceScaleFactor, isMobile: true, hasTouch: true, locale: 'de-DE' });
      if (journey.prepare) {
        const page = await context.newPage();
        await journey.prepare(page, origin);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
      }
      results.push(await measureLoad(context, journey.name, `${origin}${journey.path}`, journey.ready));
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

process.stderr.write('first load: building the shop and starting the server\n');
buildShop();
const server = await startShopServer(port);
try {
  const before = load();
  const loads = await measureAll(server.origin);
  console.log(`\nFirst load, cold cache, throttled like Lighthouse mobile (${MOBILE.latencyMs} ms RTT, ${(MOBILE.downloadKbps / 1024).toFixed(2)} Mbit/s, CPU ${MOBILE.cpuSlowdown}×); ${before}`);
  console.log(formatLoads(loads));
  if (lighthouseCanRun()) {
    const results = await runLighthouse(server.origin, JOURNEYS, runs, process.env.FIRST_LOAD_REPORTS);
    console.log(`\nLighthouse 13 mobile, ${runs} runs each; ${load()}`);
    console.log(formatLighthouse(results));
  } else {
    console.log(`\nLighthouse skipped: it needs Node ≥ 22.19 (this is ${process.version}); run through npm for the project's Node 24.`);
  }
} finally {
  await server.stop();
}
