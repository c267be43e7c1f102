import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer } from './test-server';

/** The parsed body, untyped as Response.json() gives it: tests read whatever shape they expect. */
export interface Answer { status: number; body: Awaited<ReturnType<Response['json']>> }

/** Test-only: JSON requests to the 'museen' fixture shop, optionally with auth headers. */
export function orderClient(server: TestServer) {
  const send = async (method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await server.request(path, { method, shop: 'museen.localhost', headers, ...(json === undefined ? {} : { json }) });
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: type.includes('json') ? await response.json() : await response.text() };
  };
  return {
    send,
    order: (items: unknown[], total: number, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      send('POST', '/api/v4/orders', { items, total, ...extra }, headers),
    item: (type: string, attributes: Record<string, unknown>) => ({ type, attributes }),
  };
}

export type OrderClient = ReturnType<typeof orderClient>;

/** Raw .eml files of the test server's outbox, quoted-printable soft breaks undone. */
export function outboxMails(server: TestServer): string[] {
  const dir = server.deps.outboxDir;
  return readdirSync(dir).sort().map((name) => readFileSync(join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}
