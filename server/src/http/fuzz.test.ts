import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../db/seed/accounts/seed-account-reference-data';
import { seedDemoDataIfEmpty } from '../db/seed/seed-demo';
import { authHeadersOf } from '../testing/accounts.fixtures';
import { MUSEEN, signIn } from '../testing/admin.fixtures';
import { requestFor, routesOf, type FuzzRequest, type OpenApiDoc } from '../testing/fuzz-requests.fixtures';
import { createTestServer, type TestServer } from '../testing/test-server';

/**
 * Issue 14: a property-based fuzz test over every route of both OpenAPI documents (shop API and operator API),
 * with valid, boundary and hostile values, with and without a customer or operator login. Properties: never an
 * answer ≥ 500, never a hang (each request within HANG_MS), and a rejected write changes no row of the tables a
 * write can touch (row contents, not only counts). FUZZ_RUNS sets the count (CI: the default below).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const HANG_MS = 10_000;
/**
 * Tables a write can change. Left out: auth_attempts (a refused sign-in is meant to count) and settings_drafts
 * (the operator's draft is made on its first read).
 */
const WRITTEN = ['orders', 'order_items', 'quota_usages', 'reservations', 'seat_holds', 'coupon_sales', 'customers', 'customer_addresses', 'annual_personalizations', 'tour_bookings', 'shops'] as const;

let server: TestServer;
let doc: OpenApiDoc;
const auth: Record<FuzzRequest['auth'], Record<string, string>> = { none: {}, customer: {}, operator: {}, forged: { 'access-token': 'x'.repeat(43), client: 'y', uid: 'demo@museen.example', cookie: 'admin_session=forged' } };

beforeAll(async () => {
  server = await createTestServer((db) => seedDemoDataIfEmpty(db, { log: () => {}, now: new Date('2026-06-03T10:00:00Z') }));
  const shopDoc = await (await server.request('/api/v4/openapi.json')).json() as OpenApiDoc;
  const adminDoc = await (await server.request('/api/admin/v1/openapi.json')).json() as OpenApiDoc;
  const adminPaths = Object.fromEntries(Object.entries(adminDoc.paths).map(([path, item]) => [path.startsWith('/api/') ? path : `/api/admin/v1${path}`, item]));
  doc = { paths: { ...shopDoc.paths, ...adminPaths }, components: { schemas: { ...shopDoc.components?.schemas, ...adminDoc.components?.schemas } } };
  auth.customer = authHeadersOf(await server.request('/api/v4/auth/sign_in', { method: 'POST', json: DEMO_CUSTOMER }));
  auth.operator = { cookie: await signIn(server, MUSEEN) };
}, 120_000);
afterAll(() => server.close());

/**
 * What the written tables hold: per table its row count and the sum of its rows' `xmin`, the transaction that
 * wrote each row version. Any insert, update or delete that commits changes it, so a rejected write that changed
 * a value (not only one that added or removed a row) shows, while a rolled-back one leaves no visible version.
 * Reading the system column keeps one fingerprint per write as cheap as counting (hashing every row's text
 * cost about ten times as much).
 */
const fingerprint = async () => {
  const tables = WRITTEN.map((table) => `(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM ${table})`).join(', ');
  const { rows } = await sql.raw<{ row: unknown }>(`SELECT ROW(${tables})::text AS row`).execute(server.db);
  return String(rows[0]!.row);
};

async function send(request: FuzzRequest): Promise<number> {
  const headers: Record<string, string> = { ...auth[request.auth], ...(request.contentType ? { 'content-type': request.contentType } : {}) };
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`hang: ${request.method} ${request.url}`)), HANG_MS); });
  try {
    const response = await Promise.race([server.request(request.url, { method: request.method, headers, ...(request.body !== undefined ? { body: request.body } : {}) }), hang]);
    await response.arrayBuffer();
    return response.status;
  } finally {
    clearTimeout(timer);
  }
}

describe('fuzzing every documented route', () => {
  it(`answers ${RUNS} generated requests without a 5xx or a hang; rejected writes change nothing`, async () => {
    const routes = routesOf(doc);
    expect(routes.length).toBeGreaterThan(80);
    const statuses = new Map<number, number>();
    const started = performance.now();
    // The tables' fingerprint after the last write: reads change no row, so one per write is enough.
    let baseline = await fingerprint();
    await fc.assert(fc.asyncProperty(fc.constantFrom(...routes).chain((route) => requestFor(doc, route)), async (request) => {
      const status = await send(request);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) throw new Error(`${status} for ${request.method} ${request.url} ${request.body ?? ''}`);
      if (request.method === 'GET') return;
      const after = await fingerprint();
      if (status >= 400) expect(after, `${status} ${request.method} ${request.url} changed rows`).toBe(baseline);
      baseline = after;
    }), { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261126), endOnFailure: true });
    const seconds = (performance.now() - started) / 1000;
    console.info(`[fuzz] ${RUNS} requests over ${routes.length} routes in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  }, 600_000);
});
