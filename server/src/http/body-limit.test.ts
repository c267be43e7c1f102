import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop } from '../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../testing/test-server';
import { MAX_BODY_BYTES } from './body-limit';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => { await insertShop(db); });
});
afterAll(() => server.close());

/** A JSON order whose comment makes it `bytes` long. */
const orderOf = (bytes: number) => {
  const shell = JSON.stringify({ items: [], comment: '' });
  return JSON.stringify({ items: [], comment: 'x'.repeat(bytes - shell.length) });
};

// Issue 14, finding 2: a 50 MB JSON order was parsed before it was refused.
describe('the request body limit', () => {
  it('answers 413 JSON for a body over 1 MB announced by Content-Length, without reading it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
        if (pulled > 1000) controller.close();
      },
    });
    const response = await server.app.request('/api/v4/orders', {
      method: 'POST', body, duplex: 'half',
      headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large', errors: { body: ['must be at most 1 MB'] } });
    expect(pulled).toBeLessThanOrEqual(2); // the stream's own read-ahead at most
  });

  it('answers 413 for a chunked body as soon as it passes 1 MB', async () => {
    const response = await server.request('/api/v4/orders', { method: 'POST', body: orderOf(MAX_BODY_BYTES + 1), headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe('Request body too large');
  });

  it('lets a body of exactly 1 MB through to the route', async () => {
    const response = await server.request('/api/v4/orders', { method: 'POST', body: orderOf(MAX_BODY_BYTES), headers: { 'content-type': 'application/json' } });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});
