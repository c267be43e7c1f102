import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShop, json } from '../../testing/shop.fixtures';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(async (db) => {
    await insertShop(db, { settings: json({ waitingRoom: { enabled: true, host: '/queue', capacity: 2, visitMinutes: 1 } }) });
    await insertShop(db, { slug: 'stadtmuseum', hosts: ['stadtmuseum.localhost'], is_default: false, settings: json({}) });
  });
});
afterAll(() => server.close());

const enter = async (shop = 'museen') => {
  const response = await server.request(`/queue/${shop}/enter`, { method: 'POST' });
  return { status: response.status, token: response.status === 200 ? ((await response.json()) as { token: string }).token : '' };
};
const check = async (token: string, shop = 'museen') => {
  const response = await server.request(`/queue/${shop}/check`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
};
const leave = (token: string) => server.request('/queue/museen/leave', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

describe('queue service (requirements/waiting-room.md §7.1 waiting room)', () => {
  it('admits up to the capacity, queues the rest in order and moves them up when a visitor leaves', async () => {
    const tokens = [];
    for (let i = 0; i < 4; i++) tokens.push((await enter()).token);
    expect((await check(tokens[0]!)).body).toMatchObject({ status: 'visiting', remaining: 60 });
    expect((await check(tokens[1]!)).body).toMatchObject({ status: 'visiting' });
    expect((await check(tokens[2]!)).body).toMatchObject({ status: 'waiting', position: 1 });
    expect((await check(tokens[3]!)).body).toMatchObject({ status: 'waiting', position: 2 });
    expect((await leave(tokens[0]!)).status).toBe(204);
    expect((await check(tokens[2]!)).body).toMatchObject({ status: 'visiting' });
    expect((await check(tokens[3]!)).body).toMatchObject({ status: 'waiting', position: 1 });
    // A visitor who left is unknown to check: the shop then enters again.
    expect((await check(tokens[0]!)).status).toBe(404);
  });

  it('frees the place of a visitor idle for visitMinutes', async () => {
    const fresh = await createTestServer(async (db) => {
      await insertShop(db, { settings: json({ waitingRoom: { enabled: true, host: '/queue', capacity: 1, visitMinutes: 1 } }) });
    });
    const request = (path: string, token?: string, method = 'GET') =>
      fresh.request(path, { method, ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}) });
    const first = ((await (await request('/queue/museen/enter', undefined, 'POST')).json()) as { token: string }).token;
    const second = ((await (await request('/queue/museen/enter', undefined, 'POST')).json()) as { token: string }).token;
    expect((await (await request('/queue/museen/check', first)).json()).status).toBe('visiting');
    expect((await (await request('/queue/museen/check', second)).json()).status).toBe('waiting');
    fresh.advance(50_000);
    expect((await (await request('/queue/museen/check', second)).json()).status).toBe('waiting');
    fresh.advance(15_000);
    expect((await (await request('/queue/museen/check', second)).json()).status).toBe('visiting');
    // The idle one is back in line, behind the one who took the place.
    expect((await (await request('/queue/museen/check', first)).json())).toMatchObject({ status: 'waiting', position: 1 });
    await fresh.close();
  });

  it('answers 404 where the shop has no waiting room on this queue, so the shop skips it', async () => {
    expect((await enter('stadtmuseum')).status).toBe(404);
    expect((await enter('nowhere')).status).toBe(404);
  });

  it('finds the default shop from a loopback API host and refuses unknown or missing tokens', async () => {
    expect((await enter('127')).status).toBe(200);
    expect((await check('not-a-token')).status).toBe(404);
    expect((await server.request('/queue/museen/check')).status).toBe(404);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await server.request('/api/v4/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/queue/{shop}/enter', '/queue/{shop}/check', '/queue/{shop}/leave']));
  });
});
