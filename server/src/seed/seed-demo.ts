import type { Db } from '../db/connect';

export interface SeedOptions {
  log: (line: string) => void;
}

/** Placeholder: the demo data seeding fills this in. */
export async function seedDemoDataIfEmpty(db: Db, { log }: SeedOptions): Promise<void> {
  const existing = await db.selectFrom('shops').select('id').executeTakeFirst();
  if (existing) return;
  await db.insertInto('shops').values({
    slug: 'museen', hosts: ['museen.localhost'], name: 'Museen am Fluss', is_default: true,
    settings: JSON.stringify({}), config: JSON.stringify({}), translations: JSON.stringify({}), content: JSON.stringify({}),
  }).execute();
  log('seed: shop "museen" created');
}
