import type { TestServer } from './test-server';

/** A JSON request to the demo shop 'museen' and its status + parsed body (null for 204). */
export async function sendJson(server: TestServer, method: string, path: string, json?: unknown) {
  const response = await server.request(path, { method, shop: 'museen.localhost', ...(json ? { json } : {}) });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}
