import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../features/account/password';
import { seedAdminShops } from '../../../testing/admin.fixtures';
import { createTestServer, type TestServer } from '../../../testing/test-server';
import { seedOperators } from './seed-operators';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer(seedAdminShops);
});
afterAll(() => server.close());

describe('seedOperators', () => {
  it('created one operator per demo shop with a hashed password and version 1', async () => {
    const operators = await server.db.selectFrom('operators').innerJoin('shops', 'shops.id', 'operators.shop_id')
      .select(['shops.slug', 'operators.email', 'operators.password_hash']).orderBy('shops.slug').execute();
    expect(operators.map((o) => [o.slug, o.email])).toEqual([['museen', 'operator@museen.example'], ['stadtmuseum', 'operator@stadtmuseum.example']]);
    expect(operators[0]!.password_hash).not.toContain('Museen-Operator-2026');
    expect(await verifyPassword('Museen-Operator-2026', operators[0]!.password_hash)).toBe(true);
    const versions = await server.db.selectFrom('settings_versions').select(['number', 'summary', 'settings']).execute();
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ number: 1, summary: 'Initial settings' });
    expect(Object.keys(versions[0]!.settings).length).toBeGreaterThan(0);
  });

  it('is idempotent', async () => {
    expect(await seedOperators(server.db)).toEqual([]);
    const count = await server.db.selectFrom('operators').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});
