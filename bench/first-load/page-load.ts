import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page } from 'playwright';
import { deepestChain, duplicateRequests, type LoadRequest } from './request-depth.ts';
import { throttle } from './throttling.ts';
import { cumulativeLayoutShift, totalBlockingTime, VITALS_PROBE, type VitalsRecord } from './web-vitals.ts';

/** One cold load of one page, throttled like a phone. Sizes in kB, times in ms. */
export interface LoadMetrics {
  page: string;
  jsWireKb: number;
  jsGzipKb: number;
  cssWireKb: number;
  cssGzipKb: number;
  requests: number;
  apiRequests: number;
  depth: number;
  /** The requests of the deepest chain, document first (paths only). */
  chain: string[];
  duplicates: string[];
  lcpMs: number | null;
  tbtMs: number;
  cls: number;
}

interface Tracked extends LoadRequest {
  wireBytes: number;
  body?: Promise<Buffer | null>;
}

/** Records every request of the page through the DevTools protocol, with its body for scripts and styles. */
function trackRequests(cdp: CDPSession): Map<string, Tracked> {
  const requests = new Map<string, Tracked>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (requests.has(event.requestId)) return; // a redirect keeps its first start
    const initiator = event.initiator.type;
    requests.set(event.requestId, {
      id: event.requestId, url: event.request.url, method: event.request.method, type: event.type ?? 'Other',
      fromMarkup: initiator === 'parser' || initiator === 'preload', start: event.timestamp, end: Infinity, wireBytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp;
    request.wireBytes = event.encodedDataLength;
    if (request.type === 'Script' || request.type === 'Stylesheet') {
      request.body = cdp.send('Network.getResponseBody', { requestId: event.requestId })
        .then(({ body, base64Encoded }) => Buffer.from(body, base64Encoded ? 'base64' : 'utf8'))
        .catch(() => null);
    }
  });
  cdp.on('Network.loadingFailed', (event) => requests.delete(event.requestId));
  return requests;
}

async function sizesOf(requests: Tracked[], type: string): Promise<{ wireKb: number; gzipKb: number }> {
  const matching = requests.filter((request) => request.type === type);
  const bodies = await Promise.all(matching.map((request) => request.body ?? Promise.resolve(null)));
  const gzip = bodies.reduce((sum, body, index) => sum + (body ? gzipSync(body, { level: 9 }).length : matching[index]!.wireBytes), 0);
  return { wireKb: matching.reduce((sum, request) => sum + request.wireBytes, 0) / 1024, gzipKb: gzip / 1024 };
}

function chainOf(requests: LoadRequest[]): { depth: number; chain: string[] } {
  const chain = deepestChain(requests).map((url) => {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`.replace(/^(.{60}).+$/, '$1…');
  });
  return { depth: Math.max(0, chain.length - 1), chain };
}

/**
 * Opens `url` in a new page of `context` (whose HTTP cache the caller made cold), waits for `ready`
 * and for the network to go quiet, then reads what the page's observers recorded.
 */
export async function measureLoad(context: BrowserContext, name: string, url: string, ready: (page: Page) => Promise<void>): Promise<LoadMetrics> {
  const page = await context.newPage();
  await page.addInitScript(VITALS_PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await throttle(cdp);
  const tracked = trackRequests(cdp);
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // Late layout shifts (a banner after its data) belong to the load; give them a moment.
  await page.waitForTimeout(1000);
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: VitalsRecord }).__vitals);
  const requests = [...tracked.values()].filter((request) => request.end !== Infinity);
  const [js, css] = await Promise.all([sizesOf(requests, 'Script'), sizesOf(requests, 'Stylesheet')]);
  await page.close();
  return {
    page: name, jsWireKb: js.wireKb, jsGzipKb: js.gzipKb, cssWireKb: css.wireKb, cssGzipKb: css.gzipKb,
    requests: requests.length, apiRequests: requests.filter((request) => new URL(request.url).pathname.startsWith('/api/')).length,
    ...chainOf(requests), duplicates: duplicateRequests(requests),
    lcpMs: vitals.lcp, tbtMs: totalBlockingTime(vitals), cls: cumulativeLayoutShift(vitals.shifts),
  };
}
