import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-server';
import type { Db } from './connect';

// Prepared statements are a PostgreSQL server's; the embedded PGlite runs every query as it comes.
describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let db: Db;
  beforeAll(async () => { db = await createTestDb(); });
  afterAll(() => db.destroy());

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    await db.connection().execute(async (conn) => {
      const text = 'select $1::int + 1 as n';
      const first = await sql<{ n: number }>`select ${1}::int + 1 as n`.execute(conn);
      const second = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(conn);
      expect([first.rows[0]!.n, second.rows[0]!.n]).toEqual([2, 42]);
      const prepared = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
      expect(prepared.rows.filter((row) => row.statement === text)).toHaveLength(1);
      expect(prepared.rows.find((row) => row.statement === text)!.name).toMatch(/^k[0-9a-f]{24}_\d+$/);
    });
  });

  it('survives a column added between two runs of a prepared select *', async () => {
    await db.connection().execute(async (conn) => {
      await sql`create table prepared_probe (id int)`.execute(conn);
      await sql`insert into prepared_probe values (1)`.execute(conn);
      const read = () => sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(conn);
      expect((await read()).rows).toEqual([{ id: 1 }]);
      await sql`alter table prepared_probe add column note text default 'x'`.execute(conn);
      expect((await read()).rows).toEqual([{ id: 1, note: 'x' }]);
      // Prepared again under a new name from then on.
      expect((await read()).rows).toEqual([{ id: 1, note: 'x' }]);
    });
  });
});
