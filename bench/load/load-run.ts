import autocannon from 'autocannon';
import { startProgress } from '../progress';

export interface LoadSpec {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  connections: number;
  /** A fixed body, or one made per request (orders across slots). */
  body?: () => unknown;
  fixedBody?: unknown;
  durationS?: number;
  /** Stop after this many requests (the sell-out run). */
  amount?: number;
}

export interface LoadResult {
  label: string;
  connections: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  /** 422 "No capacity left": the rule refused, not an error. */
  refused: number;
  errors: number;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
}

/** One autocannon run against the API on `port`; latencies from every response. */
export function runLoad(port: number, spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  let ok = 0;
  let refused = 0;
  let other = 0;
  const otherStatuses = new Map<number, number>();
  const durationS = spec.durationS ?? Number(process.env.BENCH_LOAD_SECONDS ?? 5);
  const stop = startProgress(`${spec.label} ×${spec.connections}`, durationS * 1000);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const makeBody = spec.body;
    const instance = autocannon({
      url: `http://127.0.0.1:${port}${spec.path}`, method: spec.method, connections: spec.connections,
      ...(spec.amount ? { amount: spec.amount } : { duration: durationS }),
      headers: { 'x-shop-url': 'museen.localhost', 'content-type': 'application/json' },
      ...(spec.fixedBody ? { body: JSON.stringify(spec.fixedBody) } : {}),
      ...(makeBody ? { requests: [{ method: spec.method, setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody()) }) }] } : {}),
    }, (error, result) => {
      stop();
      if (error) return reject(error);
      const seconds = (performance.now() - started) / 1000;
      if (other || result.errors) {
        process.stderr.write(`  ${spec.label} ×${spec.connections}: statuses ${JSON.stringify(Object.fromEntries(otherStatuses))}, socket errors ${result.errors} (timeouts ${result.timeouts})\n`);
      }
      latencies.sort((a, b) => a - b);
      resolve({
        label: spec.label, connections: spec.connections,
        perSecond: spec.amount ? (ok + refused) / seconds : result.requests.average,
        p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99),
        ok, refused, errors: other + result.errors,
      });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status >= 200 && status < 300) ok += 1;
      else if (status === 422) refused += 1;
      else {
        other += 1;
        otherStatuses.set(status, (otherStatuses.get(status) ?? 0) + 1);
      }
    });
  });
}
