import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { ShopsTable } from '../db/schema';

/** Test-only inserts: the smallest rows the catalogue routes need, jsonb given as objects. */
export async function insertShop(db: Db, overrides: Partial<Insertable<ShopsTable>> = {}): Promise<number> {
  const { id } = await db.insertInto('shops').values({
    slug: 'museen', hosts: ['museen.localhost'], name: 'Museen am Fluss', is_default: true,
    settings: JSON.stringify({}), config: JSON.stringify({}),
    translations: JSON.stringify({}), content: JSON.stringify({}),
    ...overrides,
  }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export const json = (value: unknown) => JSON.stringify(value);
