import autocannon from 'autocannon';
import { startProgress } from './progress';

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface Measurement {
  database: string;
  name: string;
  requestsPerSecond: number;
  p95Ms: number;
  ok: number;
  failed: number;
}

export const PORT = 3101;
export const DURATION_S = 5;

/** p95 from every response time, since autocannon's summary stops at p90 and p97.5. */
function p95(latencies: number[]): number {
  if (latencies.length === 0) return 0;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

export function measure(database: string, target: Target): Promise<Measurement> {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const stop = startProgress(`${database} ${target.name}`, DURATION_S * 1000);
  return new Promise((resolve, reject) => {
    const instance = autocannon({
      url: `http://127.0.0.1:${PORT}${target.path}`, method: target.method, duration: DURATION_S, connections: 10,
      headers: { 'x-shop-url': 'museen.localhost', 'content-type': 'application/json' },
      ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    }, (error, result) => {
      stop();
      if (error) return reject(error);
      resolve({ database, name: target.name, requestsPerSecond: result.requests.average, p95Ms: p95(latencies), ok, failed });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status >= 200 && status < 300) ok += 1;
      else failed += 1;
    });
  });
}
