import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../testing/demo-server';
import { shapeDifferences } from '../../testing/json-shape';
import type { TestServer } from '../../testing/test-server';
import { ALLOWED, ALLOWED_PATHS } from './conformance-allow-list';
import { CASES, type DemoIds } from './conformance-cases';
import { placeDemoOrders } from '../../testing/conformance-orders.fixtures';

/**
 * Issue 13, the forward direction: for every example of the go~mus API docs
 * (tests/fixtures/api-examples, copied from ../shared/api-reference/examples) the same request goes
 * to our server over the demo data, and every field path of the example must exist in our answer
 * with the same JSON type. Exceptions live only in conformance-allow-list.ts, each with its reason.
 * A path whose value is null in our answer exists, only the demo has no value there: it is printed,
 * not failed (the example's type shows wherever the demo has a value, and is checked there).
 */
const EXAMPLES = resolve(import.meta.dirname, '../../../../tests/fixtures/api-examples');
// _index.json says where each example comes from and how it was repaired; it is no example itself.
const files = readdirSync(EXAMPLES).filter((file) => file.endsWith('.json') && !file.startsWith('_')).sort();

let server: TestServer;
let ids: DemoIds;
beforeAll(async () => {
  server = await createDemoServer();
  const first = async (path: string, list: string) => {
    const body = await (await server.request(path)).json() as Record<string, { id: number }[]>;
    return body[list]![0]!.id;
  };
  const tickets = (await (await server.request('/api/v4/tickets?by_ticket_type=time_slot&per_page=100&locale=en')).json() as { tickets: { id: number; exhibition_ids: number[]; is_sub_ticket: boolean }[] }).tickets;
  const exhibitions = (await (await server.request('/api/v4/exhibitions?per_page=100')).json() as { exhibitions: { id: number; time_frames: unknown[] }[] }).exhibitions;
  const tour = await first('/api/v4/tours', 'tours');
  const event = await first('/api/v4/events', 'events');
  const dates = await (await server.request(`/api/v4/events/${event}/dates?start_at=2026-12-01&end_at=2026-12-31`)).json() as { dates: { id: number }[] };
  const found = {
    day: '2026-12-04',
    museum: await first('/api/v4/museums', 'museums'),
    // The richest records, so that optional lists have elements to compare.
    exhibition: exhibitions.find((exhibition) => exhibition.time_frames.length > 0)!.id,
    ticket: tickets.find((ticket) => ticket.exhibition_ids.length > 0)!.id,
    tickets: tickets.map((ticket) => ticket.id),
    reservable: tickets.find((ticket) => !ticket.is_sub_ticket)!.id,
    event, date: dates.dates[0]!.id, tour,
  };
  ids = { ...found, orders: await placeDemoOrders(server, found) };
}, 120_000);
afterAll(async () => { await server.close(); });

describe('go~mus API examples against our server (demo data)', () => {
  it('every example file has a case or an allow-list entry, and no entry names a missing file', () => {
    for (const file of files) expect(Object.hasOwn(CASES, file) || Object.hasOwn(ALLOWED, file), file).toBe(true);
    for (const file of [...Object.keys(CASES), ...Object.keys(ALLOWED), ...Object.keys(ALLOWED_PATHS)]) expect(files, file).toContain(file);
    for (const file of Object.keys(ALLOWED)) expect(Object.hasOwn(CASES, file), `${file} is both checked and allowed`).toBe(false);
  });

  it.each(files.filter((file) => Object.hasOwn(CASES, file)))('%s', async (file) => {
    const example: unknown = JSON.parse(readFileSync(resolve(EXAMPLES, file), 'utf8'));
    const spec = CASES[file]!;
    const request = spec.request(ids);
    const response = await server.request(request.path, request.body === undefined ? {} : { method: request.method ?? 'POST', json: request.body });
    const text = await response.text();
    expect(response.status, `${request.path}: ${text.slice(0, 300)}`).toBeLessThan(300);
    const body: unknown = JSON.parse(text);
    const ours = spec.select ? spec.select(body) : body;
    const allowed = ALLOWED_PATHS[file] ?? {};
    const all = shapeDifferences(example, ours).filter((difference) => !Object.hasOwn(allowed, difference.path));
    const nulls = all.filter((difference) => difference.onlyNull);
    if (nulls.length) console.info(`${file}: null in the demo data: ${nulls.map((d) => d.path).join(', ')}`);
    const differences = all.filter((difference) => !difference.onlyNull);
    // One line per missing or differently typed path, printed whole (the assertion message is cut).
    const lines = differences.map((d) => `${d.path}: example ${d.expected}, ours ${d.actual}`).join('\n');
    if (lines) console.warn(`${file} (${request.path}):\n${lines}`);
    expect(lines, request.path).toBe('');
  });
});
