import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { seedAdminShops, MUSEEN } from '../../testing/admin.fixtures';
import { createAppOver } from '../../testing/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'admin-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A server process as main.ts starts it: the embedded database in a folder on disk. */
async function startServer(seed: boolean) {
  const db: Db = await openDb({ dataDir });
  await migrateToLatest(db);
  if (seed) await seedAdminShops(db);
  const app = createAppOver(db, join(dataDir, 'outbox'));
  const request = (path: string, init: RequestInit = {}) => Promise.resolve(app.request(path, init));
  return { db, request };
}

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

describe('published versions survive a restart', () => {
  it('keeps the live settings, the history and the session after reopening the database', async () => {
    const first = await startServer(true);
    const signIn = await first.request('/api/admin/v1/session', { method: 'POST', ...json(MUSEEN) });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const withCookie = (init: { body?: string; headers?: Record<string, string> } = {}) => ({ ...init, headers: { ...init.headers, cookie } });
    const { revision, draft } = await (await first.request('/api/admin/v1/draft', withCookie())).json();
    draft.settings.menu.pageSizes.events = 3;
    const saved = await (await first.request('/api/admin/v1/draft', { method: 'PUT', ...withCookie(json({ revision, settings: draft.settings })) })).json();
    const published = await first.request('/api/admin/v1/publish', { method: 'POST', ...withCookie(json({ revision: saved.revision })) });
    expect(published.status).toBe(201);
    await first.db.destroy();

    const second = await startServer(false);
    try {
      const shop = await (await second.request('/api/v4/shop', { headers: { 'x-shop-url': 'museen' } })).json();
      expect(shop.shop.settings.menu.pageSizes.events).toBe(3);
      const { versions } = await (await second.request('/api/admin/v1/versions', withCookie())).json();
      expect(versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
      const rollback = await second.request('/api/admin/v1/versions/1/rollback', { method: 'POST', ...withCookie(json({ revision: saved.revision })) });
      expect(rollback.status).toBe(201);
      expect((await (await second.request('/api/v4/shop', { headers: { 'x-shop-url': 'museen' } })).json()).shop.settings.menu.pageSizes.events).toBe(10);
    } finally {
      await second.db.destroy();
    }
  });
});
